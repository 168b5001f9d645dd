package dev.contextrecall.summary;

import java.nio.charset.StandardCharsets;

import jakarta.enterprise.context.ApplicationScoped;

import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * The S3 bucket the evaluation run writes to. Application scoped, so the S3 client is built on first use: the
 * functions that never summarize never pay for it at start-up.
 */
@ApplicationScoped
public class ResultsBucket {

    private final S3Client s3;

    public ResultsBucket(S3Client s3) {
        this.s3 = s3;
    }

    public String read(String bucket, String key) {
        return s3.getObjectAsBytes(b -> b.bucket(bucket).key(key)).asString(StandardCharsets.UTF_8);
    }

    public void writeJson(String bucket, String key, String json) {
        s3.putObject(b -> b.bucket(bucket).key(key).contentType("application/json"),
                RequestBody.fromString(json, StandardCharsets.UTF_8));
    }
}
