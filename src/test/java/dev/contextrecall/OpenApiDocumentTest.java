package dev.contextrecall;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The OpenAPI document served at /q/openapi covers both routes with their request, result and error schemas, and
 * is the document committed as docs/openapi.yaml (for API Gateway imports and client generators): when the code
 * changes the API, this test fails until the committed file is regenerated.
 */
@QuarkusTest
class OpenApiDocumentTest extends JudgeTest {

    static final Path COMMITTED = Path.of("docs/openapi.yaml");
    static final Path GENERATED = Path.of("target/openapi.yaml");

    @Test
    void committedDocumentIsTheGeneratedOne() throws IOException {
        String served = Api.get("/q/openapi").statusCode(200).extract().asString();
        Files.writeString(GENERATED, served, StandardCharsets.UTF_8);
        if (Boolean.getBoolean("openapi.update")) {
            Files.writeString(COMMITTED, served, StandardCharsets.UTF_8);
        }
        String committed = Files.exists(COMMITTED) ? Files.readString(COMMITTED, StandardCharsets.UTF_8) : "";
        assertEquals(committed, served, COMMITTED + " differs from the document the code generates (written to "
                + GENERATED + "). Regenerate it: ./mvnw test -Dtest=OpenApiDocumentTest -Dopenapi.update=true"
                + " (or cp " + GENERATED + " " + COMMITTED + "), and review the diff.");
    }

    @Test
    void bothRoutesWithTheirSchemasAndExamples() {
        Api.get("/q/openapi?format=json").statusCode(200)
                .body("openapi", containsString("3."))
                .body("paths", hasKey("/v1/context-recall"))
                .body("paths", hasKey("/v1/turn-context-recall"))
                .body("paths.'/v1/context-recall'.post.requestBody.content.'application/json'.schema.'$ref'",
                        equalTo("#/components/schemas/ContextRecallRequest"))
                .body("paths.'/v1/context-recall'.post.requestBody.content.'application/json'.examples", notNullValue())
                .body("paths.'/v1/context-recall'.post.responses.'200'.content.'application/json'.examples",
                        notNullValue())
                .body("paths.'/v1/context-recall'.post.responses.'422'.content.'application/json'.schema.'$ref'",
                        equalTo("#/components/schemas/Error"))
                .body("paths.'/v1/turn-context-recall'.post.requestBody.content.'application/json'.schema.'$ref'",
                        equalTo("#/components/schemas/TurnContextRecallRequest"))
                .body("components.schemas.ContextRecallRequest.required", equalTo(java.util.List.of("expected_output",
                        "retrieval_context")))
                .body("components.schemas.ContextRecallRequest.properties.expected_output.description",
                        containsString("Aliases: reference, ground_truth, expected_answer"))
                .body("components.schemas.ContextRecallRequest.properties.retrieval_context.description",
                        containsString("Aliases: retrieved_contexts, contexts, context"))
                .body("components.schemas.ErrorDetail.properties.retryable.description", notNullValue());
    }
}
