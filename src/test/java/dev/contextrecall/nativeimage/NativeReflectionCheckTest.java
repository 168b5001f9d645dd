package dev.contextrecall.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.amazonaws.services.lambda.runtime.events.SNSEvent;
import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import com.fasterxml.jackson.databind.node.ArrayNode;

import dev.contextrecall.error.ErrorResponse;
import dev.contextrecall.judge.llm.Attribution;
import dev.contextrecall.judge.llm.ExtractedStatements;
import dev.contextrecall.result.ContextRecallResult;
import dev.contextrecall.result.StatementVerdict;
import dev.contextrecall.result.Usage;
import dev.contextrecall.support.Json;

/** The native reflection check finds the JSON types in the code and names any the configuration lacks. */
class NativeReflectionCheckTest {

    static Set<Class<?>> derived() {
        return JsonTypes.derive(Path.of("target", "classes"), NativeReflectionCheck.APPLICATION_PACKAGE,
                NativeReflectionCheckTest.class.getClassLoader()).types();
    }

    @Test
    void everyKindOfJsonTypeIsDerivedFromTheCode() {
        Set<Class<?>> types = derived();
        List<Class<?>> expected = List.of(
                ContextRecallResult.class, StatementVerdict.class, StatementVerdict.Citation.class, Usage.class,
                ErrorResponse.class, ErrorResponse.Error.class,
                ExtractedStatements.class, Attribution.class, Attribution.StatementAnswer.class,
                APIGatewayV2HTTPEvent.class, APIGatewayV2HTTPEvent.RequestContext.Http.class,
                APIGatewayV2HTTPResponse.class,
                SQSEvent.class, SQSEvent.SQSMessage.class, SQSBatchResponse.BatchItemFailure.class,
                SNSEvent.SNS.class, SNSEvent.MessageAttribute.class);
        for (Class<?> c : expected) {
            assertTrue(types.contains(c), c.getName() + " was not derived; derived: " + types);
        }
    }

    @Test
    void aTypeMissingFromTheConfigurationIsNamed() {
        Set<Class<?>> types = derived();
        ArrayNode config = Json.MAPPER.createArrayNode();
        types.stream().filter(c -> c != Attribution.StatementAnswer.class)
                .forEach(c -> config.addObject().put("name", c.getName()).put("allDeclaredConstructors", true)
                        .put("allDeclaredMethods", true).put("allDeclaredFields", true));
        List<String> problems = NativeReflectionCheck.problems(types, new ReflectionConfig().add(config));
        assertEquals(List.of("dev.contextrecall.judge.llm.Attribution$StatementAnswer: not registered for reflection"), problems);
    }

    @Test
    void aTypeRegisteredWithoutItsMethodsIsNamed() {
        ArrayNode config = Json.MAPPER.createArrayNode();
        config.addObject().put("name", Usage.class.getName()).put("allDeclaredConstructors", true);
        config.addObject().put("type", ErrorResponse.class.getName()).put("allDeclaredConstructors", true)
                .put("allDeclaredMethods", true).put("allDeclaredFields", true);
        List<String> problems = NativeReflectionCheck.problems(Set.of(Usage.class, ErrorResponse.class),
                new ReflectionConfig().add(config));
        assertEquals(List.of("dev.contextrecall.result.Usage: registered without [METHODS, FIELDS]"), problems);
    }
}
