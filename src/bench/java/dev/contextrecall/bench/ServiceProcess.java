package dev.contextrecall.bench;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The packaged service started with java -jar on a free port, its judge pointed at a stub. */
final class ServiceProcess implements AutoCloseable {

    private final Process process;
    private final int port;
    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    ServiceProcess(Path javaHome, Path jar, StubJudge judge, Map<String, String> config, Path log) throws Exception {
        port = ColdStartBench.freePort();
        List<String> command = new ArrayList<>(List.of(javaHome.resolve("bin/java").toString(), "-jar",
                jar.toAbsolutePath().toString()));
        ProcessBuilder builder = new ProcessBuilder(command).directory(jar.toAbsolutePath().getParent().toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("QUARKUS_HTTP_PORT", Integer.toString(port));
        builder.environment().put("QUARKUS_LANGCHAIN4J_OPENAI_BASE_URL", judge.baseUrl());
        builder.environment().put("QUARKUS_LANGCHAIN4J_OPENAI_API_KEY", "bench");
        builder.environment().putAll(config);
        process = builder.start();
        while (true) {
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
                return;
            } catch (IOException notYet) {
                if (!process.isAlive()) {
                    throw new IllegalStateException("The service exited: " + Files.readString(log));
                }
                Thread.sleep(20);
            }
        }
    }

    /** POST /v1/context-recall; returns the body, failing on any status but 200. */
    String evaluate(String request) throws IOException, InterruptedException {
        return evaluate("/v1/context-recall", request);
    }

    /** POST to the service's path; returns the body, failing on any status but 200. */
    String evaluate(String path, String request) throws IOException, InterruptedException {
        HttpResponse<String> response = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                + path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(request)).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException("HTTP " + response.statusCode() + ": " + response.body());
        }
        return response.body();
    }

    /** One POST to any URL with the same client: the loopback HTTP floor. */
    void post(String url, String body) throws IOException, InterruptedException {
        client.send(HttpRequest.newBuilder(URI.create(url)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.discarding());
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        process.waitFor();
    }
}
