package dev.contextrecall.support;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import java.util.Map;

import com.github.tomakehurst.wiremock.WireMockServer;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * WireMock in place of the AWS Parameters and Secrets Lambda Extension, holding the judge's key in a Secrets
 * Manager secret, and the configuration a deployed function gets from template.yaml to read it.
 */
public class SecretsExtensionStub implements QuarkusTestResourceLifecycleManager {

    public static final String SECRET_NAME = "context-recall/judge";
    public static final String KEY = "sk-from-secrets-manager";

    private WireMockServer server;

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(options().dynamicPort());
        server.start();
        server.stubFor(get(urlEqualTo("/secretsmanager/get?secretId=context-recall%2Fjudge"))
                .withHeader("X-Aws-Parameters-Secrets-Token", equalTo("lambda-session-token"))
                .willReturn(aResponse().withStatus(200).withBody("{\"Name\": \"" + SECRET_NAME + "\", "
                        + "\"SecretString\": \"{\\\"api_key\\\": \\\"" + KEY + "\\\"}\"}")));
        return Map.of(
                "context-recall.judge-key.source", "secrets-manager",
                "context-recall.judge-key.name", SECRET_NAME,
                "context-recall.judge-key.json-field", "api_key",
                "context-recall.judge-key.endpoint", server.baseUrl(),
                "AWS_SESSION_TOKEN", "lambda-session-token");
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
        }
    }
}
