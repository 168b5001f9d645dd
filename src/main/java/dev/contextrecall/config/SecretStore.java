package dev.contextrecall.config;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.json.Json;

/**
 * Reads one secret through the AWS Parameters and Secrets Lambda Extension: plain HTTP on localhost, authenticated
 * by the function's session token, so the binary needs no AWS SDK for it. Errors name the secret, never its value.
 */
final class SecretStore {

    enum Kind {
        SECRETS_MANAGER("secrets-manager"), SSM("ssm");

        final String label;

        Kind(String label) {
            this.label = label;
        }

        static Kind of(String text) {
            for (Kind kind : values()) {
                if (kind.label.equalsIgnoreCase(text.trim())) {
                    return kind;
                }
            }
            throw new IllegalStateException("context-recall.judge-key.source must be secrets-manager or ssm, not '"
                    + text + "'.");
        }
    }

    private static final Duration RETRY_PAUSE = Duration.ofMillis(250);

    private final String endpoint;
    private final String sessionToken;
    private final Duration startupWait;

    SecretStore(String endpoint, String sessionToken, Duration startupWait) {
        this.endpoint = endpoint.endsWith("/") ? endpoint.substring(0, endpoint.length() - 1) : endpoint;
        this.sessionToken = sessionToken;
        this.startupWait = startupWait;
    }

    String read(Kind kind, String name, String jsonField) {
        String what = kind.label + " " + (kind == Kind.SSM ? "parameter " : "secret ") + name;
        JsonNode answer = fetch(kind, name, what);
        JsonNode value = kind == Kind.SSM ? answer.path("Parameter").path("Value") : answer.path("SecretString");
        if (!value.isTextual() || value.asText().isBlank()) {
            throw new IllegalStateException("The judge API key " + what + " has no "
                    + (kind == Kind.SSM ? "value" : "SecretString") + ".");
        }
        if (jsonField == null) {
            return value.asText().trim();
        }
        JsonNode field;
        try {
            field = Json.MAPPER.readTree(value.asText()).path(jsonField);
        } catch (IOException e) {
            throw new IllegalStateException("The judge API key " + what + " is not JSON, but "
                    + "context-recall.judge-key.json-field is set to '" + jsonField + "'.");
        }
        if (!field.isTextual() || field.asText().isBlank()) {
            throw new IllegalStateException("The judge API key " + what + " has no text field '" + jsonField + "'.");
        }
        return field.asText().trim();
    }

    /** The extension starts next to the function and may not answer yet: connection errors and 5xx are retried. */
    private JsonNode fetch(Kind kind, String name, String what) {
        String url = endpoint + (kind == Kind.SSM
                ? "/systemsmanager/parameters/get?withDecryption=true&name=" + encode(name)
                : "/secretsmanager/get?secretId=" + encode(name));
        long deadline = System.nanoTime() + startupWait.toNanos();
        String lastProblem;
        while (true) {
            try {
                HttpURLConnection connection = (HttpURLConnection) URI.create(url).toURL().openConnection();
                connection.setConnectTimeout(1000);
                connection.setReadTimeout(5000);
                if (sessionToken != null) {
                    connection.setRequestProperty("X-Aws-Parameters-Secrets-Token", sessionToken);
                }
                int status = connection.getResponseCode();
                if (status == 200) {
                    try (InputStream in = connection.getInputStream()) {
                        return Json.MAPPER.readTree(in);
                    }
                }
                String body = errorBody(connection);
                lastProblem = "HTTP " + status + (body.isEmpty() ? "" : ": " + body);
                if (status < 500 && !body.toLowerCase(Locale.ROOT).contains("not ready")) {
                    break;
                }
            } catch (IOException e) {
                lastProblem = e.getClass().getSimpleName() + ": " + e.getMessage();
            }
            if (System.nanoTime() + RETRY_PAUSE.toNanos() > deadline) {
                break;
            }
            pause();
        }
        throw new IllegalStateException("Could not read the judge API key from " + what + " through the AWS "
                + "Parameters and Secrets Lambda Extension at " + endpoint + " (" + lastProblem + "). Check that the "
                + "extension layer is attached and that the function's role may read it.");
    }

    private static String errorBody(HttpURLConnection connection) {
        try (InputStream in = connection.getErrorStream()) {
            if (in == null) {
                return "";
            }
            String text = new String(in.readNBytes(300), StandardCharsets.UTF_8).strip();
            return text.replaceAll("\\s+", " ");
        } catch (IOException e) {
            return "";
        }
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    private static void pause() {
        try {
            Thread.sleep(RETRY_PAUSE.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for the secrets extension.", e);
        }
    }
}
