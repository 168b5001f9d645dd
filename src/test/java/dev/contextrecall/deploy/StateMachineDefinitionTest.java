package dev.contextrecall.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import static dev.contextrecall.deploy.DeployFiles.template;
import static dev.contextrecall.deploy.TemplateMatchesCodeTest.assertProblem;

import java.util.List;

import org.junit.jupiter.api.Test;

/** infra/evaluation-run.asl.json: valid JSON, consistent states, and only the template's functions invoked. */
class StateMachineDefinitionTest {

    static String definition() {
        return DeployFiles.read(DeployFiles.STATE_MACHINE);
    }

    @Test
    void theTemplateDeploysThisDefinition() {
        assertEquals("infra/evaluation-run.asl.json",
                template().properties(StateMachineChecks.MACHINE).get("DefinitionUri"));
    }

    @Test
    void theDefinitionIsConsistentWithItselfAndTheTemplate() {
        assertEquals(List.of(), StateMachineChecks.check(definition(), template()));
    }

    @Test
    void brokenJsonIsCaught() {
        assertProblem(StateMachineChecks.check(definition().replaceFirst("\\{", ""), template()), "not valid JSON");
    }

    @Test
    void aMissingStateIsCaught() {
        assertProblem(StateMachineChecks.check(definition().replace("\"Next\": \"Summarize\"", "\"Next\": \"Summarise\""),
                template()), "goes to Summarise, which does not exist");
    }

    @Test
    void aStateInsideTheMapIsCheckedToo() {
        assertProblem(StateMachineChecks.check(definition().replace("\"Default\": \"TestCaseScored\"",
                "\"Default\": \"TestCaseDone\""), template()), "goes to TestCaseDone");
    }

    @Test
    void aFunctionNotInTheTemplateIsCaught() {
        assertProblem(StateMachineChecks.check(definition().replace("${EvaluationSummaryFunctionArn}",
                "arn:aws:lambda:eu-west-1:123456789012:function:elsewhere"), template()),
                "which is not a function declared in the template");
    }

    @Test
    void aFunctionTheRoleMayNotInvokeIsCaught() {
        SamTemplate withoutSummaryPermission = DeployFiles.templateWith(
                "        - LambdaInvokePolicy:\n            FunctionName: !Ref EvaluationSummaryFunction\n", "");
        assertProblem(StateMachineChecks.check(definition(), withoutSummaryPermission),
                "invokes EvaluationSummaryFunction but its role may not");
    }

    @Test
    void anUndefinedSubstitutionIsCaught() {
        assertProblem(StateMachineChecks.check(definition().replace("${DatasetKey}", "${DatasetObject}"), template()),
                "uses ${DatasetObject}");
    }
}
