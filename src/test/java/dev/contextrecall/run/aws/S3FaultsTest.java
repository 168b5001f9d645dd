package dev.contextrecall.run.aws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.any;
import static com.github.tomakehurst.wiremock.client.WireMock.anyRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import java.net.URI;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.WireMockServer;

import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.S3Exception;

/**
 * The S3 faults a real S3-protocol server does not produce on demand (503 Slow Down, 500 Internal Error), answered
 * by WireMock to the same SDK client the functions use (URL-connection client, path-style). Everything else about
 * S3 is tested against S3Mock (support/S3Server): EvaluationCaseFunctionTest, EvaluationSummaryFunctionTest, RunEstimateFunctionTest,
 * EvaluationSummaryMetricsLineTest, LocalLambdaRuntimeIT, SummaryPackagedIT.
 */
class S3FaultsTest {

    static final String SLOW_DOWN = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Error><Code>SlowDown</Code>"
            + "<Message>Please reduce your request rate.</Message></Error>";

    static WireMockServer s3;
    static S3Client client;

    @BeforeAll
    static void start() {
        s3 = new WireMockServer(options().dynamicPort());
        s3.start();
        client = S3Client.builder().endpointOverride(URI.create(s3.baseUrl())).forcePathStyle(true)
                .region(Region.EU_WEST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("k", "s")))
                .httpClient(UrlConnectionHttpClient.create()).build();
    }

    @AfterAll
    static void stop() {
        client.close();
        s3.stop();
    }

    @BeforeEach
    void reset() {
        s3.resetAll();
    }

    private static void everyRequestGets(int status, String body) {
        s3.stubFor(any(anyUrl()).willReturn(aResponse().withStatus(status)
                .withHeader("Content-Type", "application/xml").withBody(body)));
    }

    private static BucketStatementStore store() {
        RunConfig config = () -> Optional.of("results");
        return new BucketStatementStore(new ResultsBucket(client), config);
    }

    @Test
    void aSlowedDownStoreReadCostsAnExtractionNotTheCase() {
        everyRequestGets(503, SLOW_DOWN);
        assertEquals(Optional.empty(), store().recall("abc"));
        assertTrue(s3.findAll(anyRequestedFor(anyUrl())).size() >= 1);
    }

    @Test
    void aFailedStoreWriteIsLoggedAndTheCaseGoesOn() {
        everyRequestGets(500, "<Error><Code>InternalError</Code><Message>We encountered an internal error."
                + "</Message></Error>");
        store().remember("abc", List.of("Alpha is one."));
        assertTrue(s3.findAll(anyRequestedFor(anyUrl())).size() >= 1);
    }

    @Test
    void aSlowedDownResultsReadFailsTheSummaryRatherThanReadingAsAbsent() {
        everyRequestGets(503, SLOW_DOWN);
        S3Exception e = assertThrows(S3Exception.class,
                () -> new ResultsBucket(client).readIfPresent("results", "evaluations/golden/baseline.json"));
        assertEquals(503, e.statusCode());
    }
}
