package dev.contextrecall.deploy;

import static dev.contextrecall.deploy.SamTemplate.FUNCTION;
import static dev.contextrecall.deploy.SamTemplate.list;
import static dev.contextrecall.deploy.SamTemplate.map;
import static dev.contextrecall.deploy.SamTemplate.referencedResource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import io.quarkus.runtime.configuration.DurationConverter;

/**
 * Checks template.yaml against the code. Each check returns what it found wrong, in words a reader can act on;
 * the tests feed it the real template (no problems) and broken copies (the problem is named).
 */
final class TemplateChecks {

    /** Environment variables that are not configuration keys, and who reads them. */
    static final Map<String, String> NOT_CONFIG = Map.of(
            "DISABLE_SIGNAL_HANDLERS", "the Quarkus runtime (native executables on Lambda)",
            "JAVA_TOOL_OPTIONS", "the JVM",
            "PARAMETERS_SECRETS_EXTENSION_HTTP_PORT", "the Parameters and Secrets extension layer",
            "PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED", "the Parameters and Secrets extension layer",
            "PARAMETERS_SECRETS_EXTENSION_LOG_LEVEL", "the Parameters and Secrets extension layer");

    /** The exports that call the judge, and so need its key. */
    static final Set<String> JUDGE_EXPORTS = Set.of("context-recall", "context-recall-events", "context-recall-http");

    static final String HTTP_EXPORT = "context-recall-http";
    static final String QUEUE_EXPORT = "context-recall-events";
    static final String SUMMARY_EXPORT = "evaluation-summary";
    /** What the code uses when the environment sets no budget (application.properties). */
    static final Duration DEFAULT_BUDGET = Duration.ofSeconds(50);

    private final SamTemplate template;
    private final CodeFacts code;
    private final List<String> problems = new ArrayList<>();

    private TemplateChecks(SamTemplate template, CodeFacts code) {
        this.template = template;
        this.code = code;
    }

    static List<String> exports(SamTemplate t, CodeFacts c) {
        TemplateChecks checks = new TemplateChecks(t, c);
        checks.checkExports();
        return checks.problems;
    }

    static List<String> environment(SamTemplate t, CodeFacts c) {
        TemplateChecks checks = new TemplateChecks(t, c);
        checks.checkEnvironment();
        return checks.problems;
    }

    static List<String> routes(SamTemplate t, CodeFacts c) {
        TemplateChecks checks = new TemplateChecks(t, c);
        checks.checkRoutes();
        return checks.problems;
    }

    static List<String> needs(SamTemplate t, CodeFacts c) {
        TemplateChecks checks = new TemplateChecks(t, c);
        checks.checkNeeds();
        return checks.problems;
    }

    // ---- exports: one package, one real Funqy function per Lambda function ----

    private void checkExports() {
        if (template.globalFunction().get("CodeUri") == null) {
            problems.add("Globals.Function has no CodeUri: every function must share the one package.");
        }
        for (String f : template.ofType(FUNCTION)) {
            for (String own : List.of("CodeUri", "Runtime", "Handler", "PackageType", "ImageUri", "InlineCode")) {
                if (template.properties(f).containsKey(own)) {
                    problems.add(f + " sets its own " + own + ": functions may differ only in configuration, not in "
                            + "code package.");
                }
            }
            Object export = template.environment(f).get("QUARKUS_FUNQY_EXPORT");
            if (!(export instanceof String name)) {
                problems.add(f + " has no literal QUARKUS_FUNQY_EXPORT.");
            } else if (!code.exports.contains(name)) {
                problems.add(f + " exports '" + name + "', but the code has no @Funq function of that name (it has "
                        + code.exports + ").");
            }
        }
    }

    // ---- environment: every variable sets a real, run-time configuration key ----

    private void checkEnvironment() {
        for (String name : new TreeSet<>(template.environmentNames())) {
            if (NOT_CONFIG.containsKey(name)) {
                continue;
            }
            Optional<CodeFacts.ConfigKey> key = code.keyFor(name);
            if (key.isEmpty()) {
                problems.add("Environment variable " + name + " does not map to any configuration key of the "
                        + "application or its extensions.");
            } else if (!key.get().runTime()) {
                problems.add("Environment variable " + name + " sets " + key.get().property()
                        + ", which is fixed at build time: setting it on the function changes nothing.");
            }
            if (name.contains("API_KEY") || name.endsWith("_SECRET") || name.contains("PASSWORD")) {
                problems.add("Environment variable " + name + " would put a secret in the template; read it from "
                        + "Secrets Manager or SSM at start-up instead.");
            }
        }
        map(template.root.get("Parameters")).forEach((name, p) -> {
            String lower = name.toLowerCase();
            if ((lower.contains("apikey") || lower.contains("password") || lower.endsWith("secret"))
                    && map(p).get("Default") != null) {
                problems.add("Parameter " + name + " has a default: secrets never get one.");
            }
        });
    }

    // ---- routes: the HTTP API serves exactly the code's POST routes, through the HTTP function ----

    private void checkRoutes() {
        Optional<String> http = template.functionExporting(HTTP_EXPORT);
        Set<String> declared = new TreeSet<>();
        for (String route : template.ofType("AWS::ApiGatewayV2::Route")) {
            Map<String, Object> p = template.properties(route);
            String key = String.valueOf(p.get("RouteKey"));
            declared.add(key);
            Object authorization = template.resolve(p.get("AuthorizationType"));
            if (authorization == null || "NONE".equals(authorization)) {
                problems.add("Route " + key + " has no authorization.");
            }
            String target = integrationOf(p.get("Target"));
            Optional<String> function = target == null ? Optional.empty()
                    : referencedResource(template.properties(target).get("IntegrationUri"));
            if (http.isEmpty() || function.isEmpty() || !function.get().equals(http.get())) {
                problems.add("Route " + key + " does not reach the function exporting " + HTTP_EXPORT + ".");
            }
        }
        for (String f : template.ofType(FUNCTION)) {
            for (Object e : map(template.properties(f).get("Events")).values()) {
                Map<String, Object> event = map(e);
                if ("HttpApi".equals(event.get("Type")) || "Api".equals(event.get("Type"))) {
                    Map<String, Object> p = map(event.get("Properties"));
                    declared.add(String.valueOf(p.get("Method")).toUpperCase() + " " + p.get("Path"));
                }
            }
        }
        if (!declared.equals(code.postRoutes)) {
            Set<String> missing = new TreeSet<>(code.postRoutes);
            missing.removeAll(declared);
            Set<String> extra = new TreeSet<>(declared);
            extra.removeAll(code.postRoutes);
            problems.add("The HTTP API's routes differ from the code's: missing " + missing + ", not in the code "
                    + extra + ".");
        }
    }

    private String integrationOf(Object target) {
        if (map(target).get("Fn::Sub") instanceof String sub && sub.startsWith("integrations/${")) {
            return sub.substring("integrations/${".length(), sub.length() - 1);
        }
        return null;
    }

    // ---- needs: what each function must have around it ----

    private void checkNeeds() {
        for (String f : template.ofType(FUNCTION)) {
            Object export = template.environment(f).get("QUARKUS_FUNQY_EXPORT");
            if (!hasAlarm("AWS/Lambda", "Errors", "FunctionName", f)) {
                problems.add(f + " has no alarm on its Lambda Errors.");
            }
            checkBudget(f);
            if (JUDGE_EXPORTS.contains(export)) {
                checkJudgeKey(f);
            }
        }
        template.functionExporting(QUEUE_EXPORT).ifPresentOrElse(this::checkQueue,
                () -> problems.add("No function exports " + QUEUE_EXPORT + "."));
        template.functionExporting(HTTP_EXPORT).ifPresentOrElse(this::checkHttpPermission,
                () -> problems.add("No function exports " + HTTP_EXPORT + "."));
        template.functionExporting(SUMMARY_EXPORT).ifPresentOrElse(this::checkSummary,
                () -> problems.add("No function exports " + SUMMARY_EXPORT + "."));
    }

    private void checkJudgeKey(String f) {
        Map<String, Object> env = template.environment(f);
        if (env.get("CONTEXT_RECALL_JUDGE_KEY_SOURCE") == null || env.get("CONTEXT_RECALL_JUDGE_KEY_NAME") == null) {
            problems.add(f + " calls the judge but does not say where its key is (CONTEXT_RECALL_JUDGE_KEY_SOURCE, "
                    + "CONTEXT_RECALL_JUDGE_KEY_NAME).");
        }
        if (branches(template.functionProperty(f, "Layers")).isEmpty()) {
            problems.add(f + " calls the judge but has no Parameters and Secrets extension layer to read its key.");
        }
        if (!mayUse(f, this::grantsKeyRead)) {
            problems.add(f + " calls the judge but no policy of its role lets it read the key.");
        }
        if (env.get("CONTEXT_RECALL_JUDGE_PROVIDER") == null || env.get("CONTEXT_RECALL_BEDROCK_MODEL_ID") == null) {
            problems.add(f + " calls the judge but does not pass the Bedrock choice (CONTEXT_RECALL_JUDGE_PROVIDER, "
                    + "CONTEXT_RECALL_BEDROCK_MODEL_ID).");
        }
        if (!mayUse(f, this::grantsBedrockInvoke)) {
            problems.add(f + " calls the judge but no policy of its role lets it invoke the Bedrock model.");
        }
    }

    /** A policy of the function's role, attached whatever the conditions say or under one of them, that passes. */
    private boolean mayUse(String f, java.util.function.Predicate<String> grants) {
        return branches(template.properties(f).get("Policies")).stream()
                .map(SamTemplate::referencedResource).flatMap(Optional::stream)
                .anyMatch(p -> "AWS::IAM::ManagedPolicy".equals(template.type(p)) && grants.test(p));
    }

    /** The items of a list, with each Fn::If's two branches in its place and AWS::NoValue left out. */
    static List<Object> branches(Object value) {
        List<Object> out = new ArrayList<>();
        for (Object item : value instanceof Map<?, ?> m && m.containsKey("Fn::If") ? List.of(value) : list(value)) {
            if (item instanceof Map<?, ?> m && m.get("Fn::If") instanceof List<?> args) {
                out.addAll(branches(args.get(1)));
                out.addAll(branches(args.get(2)));
            } else if (!(item instanceof Map<?, ?> m && "AWS::NoValue".equals(m.get("Ref")))) {
                out.add(item);
            }
        }
        return out;
    }

    private boolean grantsBedrockInvoke(String policy) {
        String document = String.valueOf(template.properties(policy).get("PolicyDocument"));
        return document.contains("bedrock:InvokeModel") && document.contains("foundation-model/${BedrockModelId}");
    }

    private boolean grantsKeyRead(String policy) {
        String document = String.valueOf(template.properties(policy).get("PolicyDocument"));
        return document.contains("secretsmanager:GetSecretValue") && document.contains("ssm:GetParameter");
    }

    private void checkQueue(String f) {
        Optional<Map<String, Object>> sqs = map(template.properties(f).get("Events")).values().stream()
                .map(SamTemplate::map).filter(e -> "SQS".equals(e.get("Type"))).findFirst();
        if (sqs.isEmpty()) {
            problems.add(f + " exports " + QUEUE_EXPORT + " but no SQS queue triggers it.");
            return;
        }
        Map<String, Object> p = map(sqs.get().get("Properties"));
        if (!list(p.get("FunctionResponseTypes")).contains("ReportBatchItemFailures")) {
            problems.add(f + "'s SQS trigger lacks FunctionResponseTypes: [ReportBatchItemFailures]: one bad "
                    + "message would fail its whole batch.");
        }
        Optional<String> queue = referencedResource(p.get("Queue"));
        if (queue.isEmpty() || !"AWS::SQS::Queue".equals(template.type(queue.get()))) {
            problems.add(f + "'s SQS trigger does not name a queue of this template.");
            return;
        }
        Map<String, Object> redrive = map(template.properties(queue.get()).get("RedrivePolicy"));
        Optional<String> dlq = referencedResource(redrive.get("deadLetterTargetArn"));
        if (dlq.isEmpty()) {
            problems.add("Queue " + queue.get() + " has no dead-letter queue.");
        } else if (!hasAlarm("AWS/SQS", "ApproximateNumberOfMessagesVisible", "QueueName", dlq.get())) {
            problems.add("Dead-letter queue " + dlq.get() + " has no alarm.");
        }
        long visibility = seconds(template.resolve(template.properties(queue.get()).get("VisibilityTimeout")));
        long timeout = seconds(template.resolve(template.functionProperty(f, "Timeout")));
        if (visibility < timeout) {
            problems.add("Queue " + queue.get() + "'s visibility timeout (" + visibility + " s) is shorter than "
                    + f + "'s timeout (" + timeout + " s).");
        }
        long batch = worstCase(p.get("BatchSize"));
        long budget = budget(f).toSeconds();
        if (batch * budget >= timeout) {
            problems.add(f + " may get " + batch + " messages of " + budget + " s judge budget each, which does not "
                    + "fit in its " + timeout + " s timeout.");
        }
    }

    private void checkHttpPermission(String f) {
        boolean allowed = template.ofType("AWS::Lambda::Permission").stream().map(template::properties)
                .anyMatch(p -> "apigateway.amazonaws.com".equals(p.get("Principal"))
                        && referencedResource(p.get("FunctionName")).filter(f::equals).isPresent());
        if (!allowed) {
            problems.add(f + " has no permission letting API Gateway invoke it.");
        }
    }

    private void checkSummary(String f) {
        String policies = String.valueOf(template.properties(f).get("Policies"));
        if (!policies.contains("s3:GetObject") || !policies.contains("s3:PutObject")) {
            problems.add(f + " may not read the run's results and write summary.json (s3:GetObject, s3:PutObject).");
        }
        boolean recallAlarm = template.ofType("AWS::CloudWatch::Alarm").stream().map(template::properties)
                .anyMatch(p -> "ContextRecall".equals(p.get("Namespace")) && "MeanScore".equals(p.get("MetricName")));
        if (!recallAlarm) {
            problems.add("No alarm watches the MeanScore metric that " + f + " publishes.");
        }
        if (policies.contains("Bedrock") || policies.contains("bedrock")) {
            problems.add(f + " never calls the judge: it should hold no Bedrock access.");
        }
        if (!"false".equals(template.environment(f).get("QUARKUS_LANGCHAIN4J_OPENAI_ENABLE_INTEGRATION"))) {
            problems.add(f + " never calls the judge: it should say so (QUARKUS_LANGCHAIN4J_OPENAI_ENABLE_INTEGRATION "
                    + "false) rather than need the key.");
        }
    }

    private void checkBudget(String f) {
        if (!JUDGE_EXPORTS.contains(template.environment(f).get("QUARKUS_FUNQY_EXPORT"))) {
            return;
        }
        long timeout = seconds(template.resolve(template.functionProperty(f, "Timeout")));
        Duration budget = budget(f);
        if (budget.toSeconds() >= timeout) {
            problems.add(f + "'s judge budget (" + budget.toSeconds() + " s) does not stay below its timeout ("
                    + timeout + " s): the function would be killed instead of answering a timeout error.");
        }
    }

    private Duration budget(String f) {
        Object value = template.resolve(template.environment(f).get("CONTEXT_RECALL_JUDGE_TOTAL_BUDGET"));
        return value == null ? DEFAULT_BUDGET : DurationConverter.parseDuration(String.valueOf(value));
    }

    /** A batch size: a literal, or the largest value its parameter allows. */
    private long worstCase(Object value) {
        if (map(value).get("Ref") instanceof String parameter) {
            Object max = map(map(template.root.get("Parameters")).get(parameter)).get("MaxValue");
            return max == null ? seconds(template.resolve(value)) : seconds(max);
        }
        return value == null ? 10 : seconds(value);
    }

    private boolean hasAlarm(String namespace, String metric, String dimension, String resource) {
        return template.ofType("AWS::CloudWatch::Alarm").stream().map(template::properties)
                .filter(p -> namespace.equals(p.get("Namespace")) && metric.equals(p.get("MetricName")))
                .flatMap(p -> list(p.get("Dimensions")).stream().map(SamTemplate::map))
                .anyMatch(d -> dimension.equals(d.get("Name"))
                        && referencedResource(d.get("Value")).filter(resource::equals).isPresent());
    }

    private static long seconds(Object value) {
        return Long.parseLong(String.valueOf(value));
    }
}
