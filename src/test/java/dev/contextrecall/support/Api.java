package dev.contextrecall.support;

import static io.restassured.RestAssured.given;

import org.eclipse.microprofile.config.ConfigProvider;

import io.quarkus.test.common.http.TestHTTPResourceManager;
import io.restassured.config.JsonConfig;
import io.restassured.config.RestAssuredConfig;
import io.restassured.http.ContentType;
import io.restassured.path.json.config.JsonPathConfig;
import io.restassured.response.ValidatableResponse;

/** The three ways in: local REST, the Lambda runtime (mock event server), and an API Gateway event. */
public final class Api {

    /** Doubles, not floats: scores are compared exactly. */
    static final RestAssuredConfig CONFIG = RestAssuredConfig.config()
            .jsonConfig(JsonConfig.jsonConfig().numberReturnType(JsonPathConfig.NumberReturnType.DOUBLE));

    private Api() {
    }

    public static ValidatableResponse rest(Object body) {
        return given().config(CONFIG).baseUri(TestHTTPResourceManager.getUri()).contentType(ContentType.JSON)
                .body(body).post("/v1/context-recall").then();
    }

    /** POST /v1/turn-context-recall. */
    public static ValidatableResponse turns(Object body) {
        return given().config(CONFIG).baseUri(TestHTTPResourceManager.getUri()).contentType(ContentType.JSON)
                .body(body).post("/v1/turn-context-recall").then();
    }

    public static ValidatableResponse restRaw(String body, String contentType) {
        return given().config(CONFIG).baseUri(TestHTTPResourceManager.getUri()).contentType(contentType)
                .body(body).post("/v1/context-recall").then();
    }

    /** GET on the local HTTP server (the /q/ operations routes). */
    public static ValidatableResponse get(String path) {
        return given().config(CONFIG).baseUri(TestHTTPResourceManager.getUri()).get(path).then();
    }

    /** Invokes the exported Funqy function the way the Lambda runtime does, through Quarkus's mock event server. */
    public static ValidatableResponse lambda(Object event) {
        int port = ConfigProvider.getConfig().getValue("quarkus.lambda.mock-event-server.test-port", Integer.class);
        return given().config(CONFIG).baseUri("http://localhost:" + port).contentType(ContentType.JSON)
                .body(event).post("/_lambda_").then();
    }
}
