package dev.contextrecall.packaged;

import java.io.IOException;
import java.io.Reader;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs a Lambda @QuarkusIntegrationTest only when the packaged artifact is a native executable with the Lambda
 * binding (not the -Dlocal one). Only that executable polls the Lambda Runtime API itself (it is a custom runtime);
 * the JVM jar is started by AWS's Java runtime, which calls the handler, and that path is tested against
 * function.zip by LocalLambdaRuntimeIT.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@ExtendWith(NativeExecutableOnly.Condition.class)
public @interface NativeExecutableOnly {

    class Condition implements ExecutionCondition {

        static final Path ARTIFACT = Path.of("target", "quarkus-artifact.properties");

        @Override
        public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
            String type = artifactType();
            if (!"native".equals(type)) {
                return ConditionEvaluationResult.disabled("the packaged artifact is '" + type
                        + "'; a JVM jar does not poll the Lambda Runtime API (LocalLambdaRuntimeIT covers it)");
            }
            return pollsLambdaRuntime()
                    ? ConditionEvaluationResult.enabled("the packaged artifact is the native Lambda executable")
                    : ConditionEvaluationResult.disabled("the native executable was built with -Dlocal, without the Lambda binding");
        }

        /** A native executable with the Lambda binding starts the Lambda poll loop, and stops without a Runtime API. */
        static boolean pollsLambdaRuntime() {
            return "native".equals(artifactType()) && !"local".equals(System.getProperty("context-recall.package"));
        }

        static String artifactType() {
            Properties p = new Properties();
            try (Reader in = Files.newBufferedReader(ARTIFACT)) {
                p.load(in);
            } catch (IOException e) {
                return "none";
            }
            return p.getProperty("type", "none");
        }
    }
}
