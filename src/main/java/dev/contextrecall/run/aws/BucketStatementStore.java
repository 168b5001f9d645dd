package dev.contextrecall.run.aws;

import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JsonProcessingException;

import dev.contextrecall.json.Json;
import dev.contextrecall.metric.StatementList;
import dev.contextrecall.metric.StatementStore;

/**
 * The statement store of evaluation runs on AWS: one object per key under statements/ in the results bucket. A store
 * that cannot be read or written costs an extraction call, never the case: failures are logged and the case goes on.
 */
@ApplicationScoped
public class BucketStatementStore implements StatementStore {

    static final String PREFIX = "statements/";
    private static final Logger LOG = Logger.getLogger(BucketStatementStore.class);

    private final ResultsBucket bucket;
    private final Optional<String> bucketName;

    public BucketStatementStore(ResultsBucket bucket, RunConfig config) {
        this.bucket = bucket;
        this.bucketName = config.statementsBucket().filter(name -> !name.isBlank());
    }

    @Override
    public Optional<List<String>> recall(String key) {
        if (bucketName.isEmpty()) {
            return Optional.empty();
        }
        try {
            return bucket.readIfPresent(bucketName.get(), PREFIX + key + ".json").flatMap(this::statements);
        } catch (RuntimeException e) {
            LOG.warnf("Could not read pinned statements %s%s.json (%s); extracting them afresh.", PREFIX, key,
                    e.getMessage());
            return Optional.empty();
        }
    }

    @Override
    public void remember(String key, List<String> statements) {
        if (bucketName.isEmpty()) {
            return;
        }
        try {
            bucket.writeJson(bucketName.get(), PREFIX + key + ".json", Json.MAPPER.writeValueAsString(statements));
        } catch (RuntimeException | JsonProcessingException e) {
            LOG.warnf("Could not keep statements %s%s.json (%s); the next run extracts them again.", PREFIX, key,
                    e.getMessage());
        }
    }

    private Optional<List<String>> statements(String text) {
        try {
            return StatementList.parse(Json.MAPPER.readTree(text));
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
    }
}
