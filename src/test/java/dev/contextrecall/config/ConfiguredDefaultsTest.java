package dev.contextrecall.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.contextrecall.lexical.SimilarityMeasure;
import dev.contextrecall.testcase.EvidenceMode;
import dev.contextrecall.testcase.Variant;
import io.quarkus.runtime.configuration.DurationConverter;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfigBuilder;

/**
 * The enumerated defaults (algorithm, evidence, measure) are read as enums when the configuration is built, which
 * Quarkus does at start-up: a bad value stops the service naming the key, instead of failing requests later.
 */
class ConfiguredDefaultsTest {

    private static ContextRecallConfig config(Map<String, String> properties) {
        return new SmallRyeConfigBuilder().withMapping(ContextRecallConfig.class)
                .withConverter(Duration.class, 100, new DurationConverter())
                .withSources(new PropertiesConfigSource(new HashMap<>(properties), "test", 500)).build()
                .getConfigMapping(ContextRecallConfig.class);
    }

    @Test
    void wireNamesAreAccepted() {
        ContextRecallConfig config = config(Map.of("context-recall.algorithm", "reference_contexts",
                "context-recall.evidence", "require", "context-recall.reference-contexts.measure", "jaro_winkler"));
        assertEquals(Variant.REFERENCE_CONTEXTS, config.variant());
        assertEquals(EvidenceMode.REQUIRE, config.evidence());
        assertEquals(SimilarityMeasure.JARO_WINKLER, config.referenceContexts().measure());
    }

    @Test
    void theDefaultsAreStatementsReportLevenshtein() {
        ContextRecallConfig config = config(Map.of());
        assertEquals(Variant.STATEMENTS, config.variant());
        assertEquals(EvidenceMode.REPORT, config.evidence());
        assertEquals(SimilarityMeasure.LEVENSHTEIN, config.referenceContexts().measure());
    }

    @Test
    void aBadConfiguredAlgorithmStopsStartUpNamingTheKey() {
        RuntimeException e = assertThrows(RuntimeException.class,
                () -> config(Map.of("context-recall.algorithm", "statement")));
        assertTrue(e.getMessage().contains("context-recall.algorithm"), e.getMessage());
    }

    @Test
    void aBadConfiguredEvidenceModeStopsStartUpNamingTheKey() {
        RuntimeException e = assertThrows(RuntimeException.class,
                () -> config(Map.of("context-recall.evidence", "strict")));
        assertTrue(e.getMessage().contains("context-recall.evidence"), e.getMessage());
    }

    @Test
    void aBadConfiguredMeasureStopsStartUpNamingTheKey() {
        RuntimeException e = assertThrows(RuntimeException.class,
                () -> config(Map.of("context-recall.reference-contexts.measure", "cosine")));
        assertTrue(e.getMessage().contains("context-recall.reference-contexts.measure"), e.getMessage());
    }
}
