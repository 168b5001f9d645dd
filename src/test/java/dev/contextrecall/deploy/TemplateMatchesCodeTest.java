package dev.contextrecall.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static dev.contextrecall.deploy.DeployFiles.code;
import static dev.contextrecall.deploy.DeployFiles.template;
import static dev.contextrecall.deploy.DeployFiles.templateWith;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * template.yaml against the code: exports name real Funqy functions, environment variables set real run-time
 * configuration keys, the HTTP API has the code's routes, and each function has the queue, alarm and permission it
 * needs. Each check also runs on a broken copy, to show it would catch the break.
 */
class TemplateMatchesCodeTest {

    static void assertProblem(List<String> problems, String expected) {
        assertTrue(problems.stream().anyMatch(p -> p.contains(expected)),
                "Expected a problem containing '" + expected + "', got " + problems);
    }

    @Test
    void theCodeFactsAreReadFromTheClasses() {
        assertTrue(code().exports.containsAll(
                List.of("context-recall", "context-recall-events", "context-recall-http", "evaluation-summary")),
                code().exports.toString());
        assertTrue(code().postRoutes.contains("POST /v1/context-recall"), code().postRoutes.toString());
        assertEquals("quarkus.funqy.export", code().keyFor("QUARKUS_FUNQY_EXPORT").orElseThrow().property());
    }

    @Test
    void everyExportNamesAFunqyFunctionAndSharesThePackage() {
        assertEquals(List.of(), TemplateChecks.exports(template(), code()));
    }

    @Test
    void theJvmHandlerIsAHandlerOnTheClassPath() throws Exception {
        List<?> handler = (List<?>) SamTemplate.map(template().globalFunction().get("Handler")).get("Fn::If");
        assertEquals("IsJvm", handler.get(0));
        String[] jvm = String.valueOf(handler.get(1)).split("::");
        Class.forName(jvm[0]).getMethod(jvm[1], java.io.InputStream.class, java.io.OutputStream.class,
                com.amazonaws.services.lambda.runtime.Context.class);
    }

    @Test
    void anExportWithoutAFunctionIsCaught() {
        assertProblem(TemplateChecks.exports(templateWith("QUARKUS_FUNQY_EXPORT: evaluation-summary",
                "QUARKUS_FUNQY_EXPORT: evaluation-sumary"), code()), "exports 'evaluation-sumary'");
    }

    @Test
    void aFunctionWithItsOwnPackageIsCaught() {
        assertProblem(TemplateChecks.exports(templateWith("      Timeout: 300\n",
                "      Timeout: 300\n      CodeUri: other.zip\n"), code()), "sets its own CodeUri");
    }

    @Test
    void everyEnvironmentVariableSetsARunTimeConfigurationKey() {
        assertEquals(List.of(), TemplateChecks.environment(template(), code()));
    }

    @Test
    void aVariableThatIsNoConfigurationKeyIsCaught() {
        assertProblem(TemplateChecks.environment(templateWith("CONTEXT_RECALL_MAX_PAYLOAD_BYTES: !Ref MaxRequestBytes",
                "CONTEXT_RECALL_MAX_PAYLOAD_SIZE: !Ref MaxRequestBytes"), code()),
                "CONTEXT_RECALL_MAX_PAYLOAD_SIZE does not map to any configuration key");
    }

    @Test
    void aBuildTimeKeyIsCaught() {
        assertProblem(TemplateChecks.environment(templateWith("QUARKUS_LOG_CONSOLE_JSON_ENABLED: \"true\"",
                "QUARKUS_LOG_CONSOLE_JSON_ENABLED: \"true\"\n        QUARKUS_S3_SYNC_CLIENT_TYPE: apache"), code()),
                "quarkus.s3.sync-client.type, which is fixed at build time");
    }

    @Test
    void anApiKeyInTheTemplateIsCaught() {
        assertProblem(TemplateChecks.environment(templateWith("QUARKUS_LOG_CONSOLE_JSON_ENABLED: \"true\"",
                "QUARKUS_LOG_CONSOLE_JSON_ENABLED: \"true\"\n        QUARKUS_LANGCHAIN4J_OPENAI_API_KEY: sk-123"), code()),
                "would put a secret in the template");
    }

    @Test
    void theHttpApiHasExactlyTheCodesRoutes() {
        assertEquals(List.of(), TemplateChecks.routes(template(), code()));
    }

    @Test
    void aRouteTheCodeDoesNotServeIsCaught() {
        assertProblem(TemplateChecks.routes(templateWith("RouteKey: POST /v1/context-recall",
                "RouteKey: POST /v1/context_recall"), code()), "not in the code [POST /v1/context_recall]");
    }

    @Test
    void aRouteWithoutAuthorizationIsCaught() {
        assertProblem(TemplateChecks.routes(templateWith("AuthorizationType: !If [UseJwt, JWT, AWS_IAM]",
                "AuthorizationType: NONE"), code()), "has no authorization");
    }

    @Test
    void everyFunctionHasWhatItNeeds() {
        assertEquals(List.of(), TemplateChecks.needs(template(), code()));
    }

    @Test
    void aQueueTriggerWithoutPartialBatchFailuresIsCaught() {
        assertProblem(TemplateChecks.needs(templateWith("FunctionResponseTypes: [ReportBatchItemFailures]", ""),
                code()), "lacks FunctionResponseTypes");
    }

    @Test
    void aQueueWithoutDeadLetterQueueIsCaught() {
        assertProblem(TemplateChecks.needs(templateWith("deadLetterTargetArn: !GetAtt EvaluationDeadLetterQueue.Arn",
                "deadLetterTargetArn: arn:aws:sqs:eu-west-1:123456789012:elsewhere"), code()),
                "has no dead-letter queue");
    }

    @Test
    void aFunctionWithoutErrorsAlarmIsCaught() {
        assertProblem(TemplateChecks.needs(templateWith("- {Name: FunctionName, Value: !Ref EvaluationSummaryFunction}",
                "- {Name: FunctionName, Value: !Ref ContextRecallFunction}"), code()),
                "EvaluationSummaryFunction has no alarm on its Lambda Errors");
    }

    @Test
    void theHttpFunctionWithoutInvokePermissionIsCaught() {
        assertProblem(TemplateChecks.needs(templateWith("Principal: apigateway.amazonaws.com",
                "Principal: events.amazonaws.com"), code()), "no permission letting API Gateway invoke it");
    }

    static final String HTTP_POLICIES = "      Policies:\n"
            + "        - !If [ReadsKey, !Ref JudgeKeyReadPolicy, !Ref AWS::NoValue]\n"
            + "        - !If [UseBedrock, !Ref BedrockInvokePolicy, !Ref AWS::NoValue]\n"
            + "      Environment:\n        Variables:\n          QUARKUS_FUNQY_EXPORT: context-recall-http";

    @Test
    void aJudgeFunctionThatMayNotReadItsKeyIsCaught() {
        assertProblem(TemplateChecks.needs(templateWith(HTTP_POLICIES, HTTP_POLICIES.replace(
                "        - !If [ReadsKey, !Ref JudgeKeyReadPolicy, !Ref AWS::NoValue]\n", "")), code()),
                "ContextRecallHttpFunction calls the judge but no policy of its role lets it read the key");
    }

    @Test
    void aJudgeFunctionThatMayNotInvokeTheBedrockModelIsCaught() {
        assertProblem(TemplateChecks.needs(templateWith(HTTP_POLICIES, HTTP_POLICIES.replace(
                "        - !If [UseBedrock, !Ref BedrockInvokePolicy, !Ref AWS::NoValue]\n", "")), code()),
                "ContextRecallHttpFunction calls the judge but no policy of its role lets it invoke the Bedrock model");
    }

    @Test
    void aSummaryFunctionWithBedrockAccessIsCaught() {
        assertProblem(TemplateChecks.needs(templateWith("      Timeout: 300\n      Policies:\n",
                "      Timeout: 300\n      Policies:\n        - !Ref BedrockInvokePolicy\n"), code()),
                "EvaluationSummaryFunction never calls the judge: it should hold no Bedrock access");
    }

    @Test
    void aBudgetThatOutlivesTheFunctionIsCaught() {
        assertProblem(TemplateChecks.needs(templateWith("CONTEXT_RECALL_JUDGE_TOTAL_BUDGET: 25s",
                "CONTEXT_RECALL_JUDGE_TOTAL_BUDGET: 45s"), code()), "judge budget (45 s) does not stay below");
    }

    @Test
    void aBatchThatCannotFitInTheQueueFunctionsTimeoutIsCaught() {
        assertProblem(TemplateChecks.needs(templateWith("QueueFunctionTimeout: 600", "QueueFunctionTimeout: 120"),
                code()), "which does not fit in its 120 s timeout");
    }

    @Test
    void aSummaryWithoutRecallAlarmIsCaught() {
        assertProblem(TemplateChecks.needs(templateWith("MetricName: MeanScore", "MetricName: MeanScores"), code()),
                "No alarm watches the MeanScore metric");
    }
}
