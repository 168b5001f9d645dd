package dev.contextrecall.packaged;

import static org.hamcrest.Matchers.equalTo;

import static com.github.tomakehurst.wiremock.client.WireMock.putRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.WireMockServer;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.ExportProfiles;
import dev.contextrecall.support.InjectS3;
import dev.contextrecall.support.MapRunExport;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.quarkus.test.junit.TestProfile;

/**
 * The evaluation-summary function of the packaged artifact with WireMock as S3: the S3 client (its HTTP client,
 * signing and XML handling) survives packaging, reads the Map Run's export and uploads summary.json. (The judge's
 * WireMock runs too, as a global test resource: see JudgeTest.)
 */
@QuarkusIntegrationTest
@NativeExecutableOnly
@TestProfile(ExportProfiles.EvaluationSummary.class)
class SummaryPackagedIT {

    @InjectS3
    WireMockServer s3;

    @BeforeEach
    void exportedRun() {
        MapRunExport.serve(s3);
    }

    @Test
    void summarisesTheRunAndUploadsSummaryJson() {
        Api.lambda(MapRunExport.request(0.7)).statusCode(200)
                .body("cases", equalTo(6))
                .body("mean_score", equalTo(0.5))
                .body("below_threshold", equalTo(true));
        s3.verify(1, putRequestedFor(urlEqualTo("/" + MapRunExport.BUCKET + "/" + MapRunExport.SUMMARY_KEY)));
    }
}
