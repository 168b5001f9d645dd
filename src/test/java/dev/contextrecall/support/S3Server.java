package dev.contextrecall.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;
import software.amazon.awssdk.services.s3.model.S3Exception;
import software.amazon.awssdk.services.s3.model.S3Object;

/**
 * A real S3-protocol server for the tests: Adobe S3Mock 4.11.0 (Maven Central, com.adobe.testing:s3mock, its exec
 * jar), which the build copies to target/s3mock/s3mock.jar (maven-dependency-plugin, generate-test-resources), run as
 * its own Java process on ports it picks itself and reports in its log (clients use 127.0.0.1; S3Mock binds its HTTP
 * port on every interface, its unused HTTPS one on 127.0.0.1) with its store in a fresh folder under target/. One
 * server per test JVM, started on first use, restarted on the same port if it ends, stopped when the JVM ends. Its
 * own jars never touch the test classpath. (s3proxy 4.1.0 was tried first: its Jetty dropped about one PUT in thirty
 * from the SDK's URL-connection client, the client the functions use, so tests on it would fail at random;
 * docs/architecture.md has the measurement.)
 */
public final class S3Server {

    public static final String REGION = "eu-west-1";
    public static final String ACCESS_KEY = "test-access-key";
    public static final String SECRET_KEY = "test-secret-key";
    /** Generous: a JVM starting on a busy 2-core machine; only a server that never answers waits this long. */
    private static final Duration START = Duration.ofSeconds(120);

    private static S3Server shared;

    private static final Pattern STARTED = Pattern.compile("Tomcat started on ports? .*?(\\d+) \\(http\\)");

    private volatile Process process;
    private final URI endpoint;
    private final S3Client client;

    private S3Server(Process process, URI endpoint) {
        this.process = process;
        this.endpoint = endpoint;
        this.client = S3Client.builder()
                .endpointOverride(endpoint)
                .forcePathStyle(true)
                .region(Region.of(REGION))
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create(ACCESS_KEY,
                        SECRET_KEY)))
                .httpClient(UrlConnectionHttpClient.create())
                .build();
    }

    /** The JVM's server, started when first asked for. */
    public static synchronized S3Server shared() {
        if (shared == null) {
            Started started = start(0);
            shared = new S3Server(started.process(), started.endpoint());
            S3Server server = shared;
            Runtime.getRuntime().addShutdownHook(new Thread(server::stop));
        }
        shared.running();
        return shared;
    }

    private record Started(Process process, URI endpoint) {
    }

    /**
     * S3Mock on the given HTTP port, or on one it picks itself (0): a port picked here and handed over could be
     * taken by another process before S3Mock binds it, and an answer on it would then not be S3Mock's.
     */
    private static Started start(int httpPort) {
        Path jar = jar();
        try {
            Path folder = Files.createTempDirectory(jar.getParent(), "run-");
            Path log = folder.resolve("s3mock.log");
            String java = ProcessHandle.current().info().command().orElse("java");
            Process process = new ProcessBuilder(java, "-Xmx384m", "-jar", jar.toString(),
                    "--com.adobe.testing.s3mock.httpPort=" + httpPort, "--server.port=0", "--server.address=127.0.0.1",
                    "--com.adobe.testing.s3mock.store.root=" + folder.resolve("store"),
                    "--com.adobe.testing.s3mock.region=" + REGION)
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            URI endpoint = URI.create("http://127.0.0.1:" + awaitHttpPort(process, log));
            awaitS3Answer(process, endpoint, log);
            return new Started(process, endpoint);
        } catch (IOException e) {
            throw new UncheckedIOException("could not start S3Mock from " + jar, e);
        }
    }

    /**
     * Restarts a server that ended (killed, out of memory) on the same port, so the application's endpoint stays
     * right, and says so with the ended one's log: the tests after it still test the functions, not S3Mock.
     */
    private synchronized void running() {
        if (process.isAlive()) {
            return;
        }
        System.err.println("S3Mock (pid " + process.pid() + ") ended with exit " + process.exitValue()
                + "; restarting it on " + endpoint);
        process = start(endpoint.getPort()).process();
    }

    /** The jar the build copied; the surefire and failsafe runs name it in s3mock.jar. */
    private static Path jar() {
        Path jar = Path.of(System.getProperty("s3mock.jar", "target/s3mock/s3mock.jar")).toAbsolutePath();
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(jar + " is missing: the build copies S3Mock there in the "
                    + "generate-test-resources phase (./mvnw test runs it).");
        }
        return jar;
    }

    /** The HTTP port Tomcat reports once both connectors are bound ("started on ports 43803 (https), 35837 (http)"). */
    private static int awaitHttpPort(Process process, Path log) throws IOException {
        Instant deadline = Instant.now().plus(START);
        while (Instant.now().isBefore(deadline)) {
            String text = Files.readString(log);
            Matcher started = STARTED.matcher(text);
            if (started.find()) {
                return Integer.parseInt(started.group(1));
            }
            if (!process.isAlive()) {
                throw new IllegalStateException("S3Mock exited with " + process.exitValue() + ":\n" + text);
            }
            pause();
        }
        process.destroyForcibly();
        throw new IllegalStateException("S3Mock did not start within " + START + ":\n" + Files.readString(log));
    }

    /** Its bucket list: the server on that port is S3Mock and serves S3. */
    private static void awaitS3Answer(Process process, URI endpoint, Path log) throws IOException {
        Instant deadline = Instant.now().plus(START);
        IOException last = null;
        while (Instant.now().isBefore(deadline) && process.isAlive()) {
            try {
                HttpURLConnection connection = (HttpURLConnection) endpoint.toURL().openConnection();
                connection.setConnectTimeout(1000);
                connection.setReadTimeout(5000);
                try (var body = connection.getInputStream()) {
                    String text = new String(body.readAllBytes(), StandardCharsets.UTF_8);
                    if (text.contains("ListAllMyBucketsResult")) {
                        return;
                    }
                    throw new IllegalStateException("the server on " + endpoint + " is not S3Mock: " + text);
                } finally {
                    connection.disconnect();
                }
            } catch (IOException notYet) {
                last = notYet;
                pause();
            }
        }
        process.destroyForcibly();
        throw new IllegalStateException("S3Mock did not list its buckets on " + endpoint + " (" + last + "):\n"
                + Files.readString(log));
    }

    private static void pause() {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while S3Mock started", e);
        }
    }

    private void stop() {
        client.close();
        process.destroy();
    }

    public URI endpoint() {
        return endpoint;
    }

    /** The Quarkus S3 client's settings for this server: path-style, its region and static credentials. */
    public Map<String, String> quarkusConfig() {
        return Map.of(
                "quarkus.s3.endpoint-override", endpoint.toString(),
                "quarkus.s3.path-style-access", "true",
                "quarkus.s3.aws.region", REGION,
                "quarkus.s3.aws.credentials.type", "static",
                "quarkus.s3.aws.credentials.static-provider.access-key-id", ACCESS_KEY,
                "quarkus.s3.aws.credentials.static-provider.secret-access-key", SECRET_KEY);
    }

    /** The same as a Lambda function's environment gives them: region and credentials as AWS_* variables. */
    public Map<String, String> lambdaEnvironment() {
        return Map.of(
                "QUARKUS_S3_ENDPOINT_OVERRIDE", endpoint.toString(),
                "QUARKUS_S3_PATH_STYLE_ACCESS", "true",
                "AWS_REGION", REGION,
                "AWS_ACCESS_KEY_ID", ACCESS_KEY,
                "AWS_SECRET_ACCESS_KEY", SECRET_KEY,
                "AWS_SESSION_TOKEN", "test-session-token");
    }

    /** The bucket, created if need be, with no object in it: every test starts from what it puts there. */
    public void emptyBucket(String bucket) {
        running();
        if (!exists(bucket)) {
            client.createBucket(b -> b.bucket(bucket));
            return;
        }
        for (String key : keys(bucket, "")) {
            client.deleteObject(b -> b.bucket(bucket).key(key));
        }
    }

    /** Removes the bucket and everything in it (a store whose bucket is gone). */
    public void deleteBucket(String bucket) {
        running();
        if (exists(bucket)) {
            emptyBucket(bucket);
            client.deleteBucket(b -> b.bucket(bucket));
        }
    }

    private boolean exists(String bucket) {
        try {
            client.headBucket(b -> b.bucket(bucket));
            return true;
        } catch (S3Exception e) {
            if (e.statusCode() == 404) {
                return false;
            }
            throw e;
        }
    }

    public void put(String bucket, String key, String text) {
        running();
        client.putObject(b -> b.bucket(bucket).key(key).contentType("application/json"),
                RequestBody.fromString(text, StandardCharsets.UTF_8));
    }

    /** The object's text; fails the test when there is none. */
    public String get(String bucket, String key) {
        return find(bucket, key).orElseThrow(() -> new AssertionError("no object s3://" + bucket + "/" + key
                + "; the bucket holds " + keys(bucket, "")));
    }

    public Optional<String> find(String bucket, String key) {
        running();
        try {
            return Optional.of(client.getObjectAsBytes(b -> b.bucket(bucket).key(key)).asUtf8String());
        } catch (NoSuchKeyException e) {
            return Optional.empty();
        }
    }

    /** The object's Content-Type as stored. */
    public String contentType(String bucket, String key) {
        running();
        return client.headObject(b -> b.bucket(bucket).key(key)).contentType();
    }

    /** The keys under the prefix, in key order. */
    public List<String> keys(String bucket, String prefix) {
        running();
        return client.listObjectsV2Paginator(b -> b.bucket(bucket).prefix(prefix)).contents().stream()
                .map(S3Object::key).sorted().toList();
    }
}
