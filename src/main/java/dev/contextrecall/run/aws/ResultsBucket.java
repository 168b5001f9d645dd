package dev.contextrecall.run.aws;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.S3Exception;

/**
 * The S3 bucket an evaluation run writes to. Application scoped, so the S3 client is built on first use: the
 * functions that never touch S3 never pay for it at start-up.
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

    /** The object's text line by line, read as it arrives (a dataset is never held whole). Close it when done. */
    public BufferedReader lines(String bucket, String key) {
        return new BufferedReader(new InputStreamReader(s3.getObject(b -> b.bucket(bucket).key(key)),
                StandardCharsets.UTF_8));
    }

    /** The object's text, or empty when there is no such key. */
    public Optional<String> readIfPresent(String bucket, String key) {
        try {
            return Optional.of(read(bucket, key));
        } catch (S3Exception e) {
            if (e.statusCode() == 404) {
                return Optional.empty();
            }
            throw e;
        }
    }

    public void writeJson(String bucket, String key, String json) {
        write(bucket, key, json, "application/json");
    }

    public void write(String bucket, String key, String text, String contentType) {
        s3.putObject(b -> b.bucket(bucket).key(key).contentType(contentType),
                RequestBody.fromString(text, StandardCharsets.UTF_8));
    }
}
