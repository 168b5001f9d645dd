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
 * Runs a Lambda @QuarkusIntegrationTest only when the packaged artifact is the native executable. Only the native
 * executable polls the Lambda Runtime API itself (it is a custom runtime); the JVM jar is started by AWS's Java
 * runtime, which calls the handler, and that path is tested against function.zip by LocalLambdaRuntimeIT.
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
            return "native".equals(type)
                    ? ConditionEvaluationResult.enabled("the packaged artifact is the native executable")
                    : ConditionEvaluationResult.disabled("the packaged artifact is '" + type
                            + "'; a JVM jar does not poll the Lambda Runtime API (LocalLambdaRuntimeIT covers it)");
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
