package dev.contextrecall.lambda;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * The Lambda Runtime API (2018-06-01) as the Lambda service offers it to a runtime, on 127.0.0.1: the runtime
 * polls {@code invocation/next}, gets an event with its request id and deadline, and posts the response or the
 * error. The first poll marks the end of init, as Lambda's "Init Duration" does.
 */
public final class RuntimeApiEmulator implements AutoCloseable {

    private static final String BASE = "/2018-06-01/runtime/";

    /** What the function answered, and when the answer arrived (System.nanoTime()). */
    public record Outcome(boolean error, String body, long answeredAtNanos) {
    }

    private record Event(String requestId, String payload) {
    }

    private final HttpServer server;
    private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "runtime-api");
        t.setDaemon(true);
        return t;
    });
    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final Map<String, CompletableFuture<Outcome>> pending = new ConcurrentHashMap<>();
    private final AtomicLong firstPollNanos = new AtomicLong();
    private final CompletableFuture<Long> initDone = new CompletableFuture<>();
    private final AtomicReference<String> initError = new AtomicReference<>();

    public RuntimeApiEmulator() throws IOException {
        // Without TCP_NODELAY the JDK server's separate header and body writes meet delayed ACKs: ~40 ms a call.
        System.setProperty("sun.net.httpserver.nodelay", "true");
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
        server.setExecutor(threads);
        server.createContext(BASE, this::handle);
        server.start();
    }

    /** The value of AWS_LAMBDA_RUNTIME_API. */
    public String address() {
        return "127.0.0.1:" + server.getAddress().getPort();
    }

    /** Waits for the runtime's first poll; returns its System.nanoTime(). Fails if init reported an error. */
    public long awaitInit(Duration timeout) throws InterruptedException, TimeoutException {
        try {
            return initDone.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw new IllegalStateException("The function failed to initialise: " + e.getCause().getMessage());
        }
    }

    /** Sends one event and waits for the function's answer. */
    public Outcome invoke(String payload, Duration timeout) throws InterruptedException, TimeoutException {
        String id = UUID.randomUUID().toString();
        CompletableFuture<Outcome> answer = new CompletableFuture<>();
        pending.put(id, answer);
        events.add(new Event(id, payload));
        try {
            return answer.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            pending.remove(id);
        }
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getPath().substring(BASE.length());
            String method = exchange.getRequestMethod();
            if ("GET".equals(method) && path.equals("invocation/next")) {
                next(exchange);
            } else if ("POST".equals(method) && path.startsWith("invocation/") && path.endsWith("/response")) {
                answer(exchange, path, "/response", false);
            } else if ("POST".equals(method) && path.startsWith("invocation/") && path.endsWith("/error")) {
                answer(exchange, path, "/error", true);
            } else if ("POST".equals(method) && path.equals("init/error")) {
                String body = read(exchange.getRequestBody());
                initError.set(body);
                initDone.completeExceptionally(new IllegalStateException(body));
                reply(exchange, 202, "{\"status\":\"OK\"}");
            } else {
                reply(exchange, 404, "{\"errorMessage\":\"unknown path " + path + "\"}");
            }
        }
    }

    private void next(HttpExchange exchange) throws IOException {
        long now = System.nanoTime();
        if (firstPollNanos.compareAndSet(0, now)) {
            initDone.complete(now);
        }
        Event event;
        try {
            event = events.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        exchange.getResponseHeaders().add("Lambda-Runtime-Aws-Request-Id", event.requestId());
        exchange.getResponseHeaders().add("Lambda-Runtime-Deadline-Ms",
                Long.toString(System.currentTimeMillis() + Duration.ofMinutes(1).toMillis()));
        exchange.getResponseHeaders().add("Lambda-Runtime-Invoked-Function-Arn",
                "arn:aws:lambda:eu-west-1:123456789012:function:context-recall");
        exchange.getResponseHeaders().add("Lambda-Runtime-Trace-Id",
                "Root=1-00000000-000000000000000000000000;Parent=0000000000000000;Sampled=0");
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        reply(exchange, 200, event.payload());
    }

    private void answer(HttpExchange exchange, String path, String suffix, boolean error) throws IOException {
        String id = path.substring("invocation/".length(), path.length() - suffix.length());
        String body = read(exchange.getRequestBody());
        long now = System.nanoTime();
        CompletableFuture<Outcome> waiting = pending.get(id);
        if (waiting == null) {
            reply(exchange, 400, "{\"errorMessage\":\"unknown request id\"}");
            return;
        }
        waiting.complete(new Outcome(error, body, now));
        reply(exchange, 202, "{\"status\":\"OK\"}");
    }

    private static String read(InputStream in) throws IOException {
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }

    private static void reply(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
