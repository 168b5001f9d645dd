package dev.contextrecall.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import java.time.Duration;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.stubbing.Scenario;

/** Reading the judge's key through the Parameters and Secrets extension's local HTTP API (WireMock plays it). */
class SecretStoreTest {

    WireMockServer extension;

    @BeforeEach
    void start() {
        extension = new WireMockServer(options().dynamicPort());
        extension.start();
    }

    @AfterEach
    void stop() {
        extension.stop();
    }

    SecretStore store(Duration wait) {
        return new SecretStore(extension.baseUrl(), "session-token", wait);
    }

    @Test
    void readsASecretsManagerSecretWithTheSessionToken() {
        extension.stubFor(get(urlEqualTo("/secretsmanager/get?secretId=context-recall%2Fopenai"))
                .withHeader("X-Aws-Parameters-Secrets-Token", equalTo("session-token"))
                .willReturn(aResponse().withStatus(200).withBody("{\"Name\": \"context-recall/openai\", "
                        + "\"SecretString\": \"sk-from-secrets-manager\"}")));
        assertEquals("sk-from-secrets-manager",
                store(Duration.ofSeconds(1)).read(SecretStore.Kind.SECRETS_MANAGER, "context-recall/openai", null));
    }

    @Test
    void readsAnSsmSecureStringDecrypted() {
        extension.stubFor(get(urlEqualTo("/systemsmanager/parameters/get?withDecryption=true"
                + "&name=%2Fcontext-recall%2Fopenai-api-key"))
                .willReturn(aResponse().withStatus(200).withBody("{\"Parameter\": {\"Name\": "
                        + "\"/context-recall/openai-api-key\", \"Type\": \"SecureString\", \"Value\": \"sk-from-ssm\"}}")));
        assertEquals("sk-from-ssm",
                store(Duration.ofSeconds(1)).read(SecretStore.Kind.SSM, "/context-recall/openai-api-key", null));
    }

    @Test
    void takesOneFieldOfAJsonSecret() {
        extension.stubFor(get(urlPathEqualTo("/secretsmanager/get")).willReturn(aResponse().withStatus(200)
                .withBody("{\"SecretString\": \"{\\\"api_key\\\": \\\"sk-in-json\\\", \\\"org\\\": \\\"o-1\\\"}\"}")));
        assertEquals("sk-in-json",
                store(Duration.ofSeconds(1)).read(SecretStore.Kind.SECRETS_MANAGER, "judge", "api_key"));
    }

    @Test
    void waitsWhileTheExtensionIsStillStarting() {
        extension.stubFor(get(urlPathEqualTo("/secretsmanager/get")).inScenario("start")
                .whenScenarioStateIs(Scenario.STARTED).willSetStateTo("ready")
                .willReturn(aResponse().withStatus(400).withBody("not ready to serve traffic, please wait")));
        extension.stubFor(get(urlPathEqualTo("/secretsmanager/get")).inScenario("start").whenScenarioStateIs("ready")
                .willReturn(aResponse().withStatus(200).withBody("{\"SecretString\": \"sk-late\"}")));
        assertEquals("sk-late", store(Duration.ofSeconds(3)).read(SecretStore.Kind.SECRETS_MANAGER, "judge", null));
        extension.verify(2, getRequestedFor(urlPathEqualTo("/secretsmanager/get")));
    }

    @Test
    void aDeniedReadFailsAtOnceNamingTheSecretButNotAnyValue() {
        extension.stubFor(get(urlPathEqualTo("/secretsmanager/get")).willReturn(aResponse().withStatus(400)
                .withBody("AccessDeniedException: not authorized to perform secretsmanager:GetSecretValue")));
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> store(Duration.ofSeconds(3)).read(SecretStore.Kind.SECRETS_MANAGER, "judge", null));
        assertTrue(e.getMessage().contains("secrets-manager secret judge"), e.getMessage());
        assertTrue(e.getMessage().contains("AccessDeniedException"), e.getMessage());
        extension.verify(1, getRequestedFor(urlPathEqualTo("/secretsmanager/get")));
    }

    @Test
    void aMissingJsonFieldIsNamed() {
        extension.stubFor(get(urlPathEqualTo("/secretsmanager/get")).willReturn(aResponse().withStatus(200)
                .withBody("{\"SecretString\": \"{\\\"token\\\": \\\"sk-secret-value\\\"}\"}")));
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> store(Duration.ofSeconds(1)).read(SecretStore.Kind.SECRETS_MANAGER, "judge", "api_key"));
        assertTrue(e.getMessage().contains("no text field 'api_key'"), e.getMessage());
        assertFalse(e.getMessage().contains("sk-secret-value"), e.getMessage());
    }

    @Test
    void noExtensionFailsAfterTheStartupWaitSayingWhatToCheck() {
        SecretStore nowhere = new SecretStore("http://127.0.0.1:9", null, Duration.ofMillis(600));
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> nowhere.read(SecretStore.Kind.SSM, "/judge/key", null));
        assertTrue(e.getMessage().contains("extension layer is attached"), e.getMessage());
    }

    @Test
    void anUnknownSourceIsRejected() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> SecretStore.Kind.of("vault"));
        assertTrue(e.getMessage().contains("secrets-manager or ssm"), e.getMessage());
    }
}
