package dev.contextrecall.api;

import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.crac.Context;
import org.crac.Core;
import org.crac.Resource;
import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.contextrecall.evaluation.Caller;
import dev.contextrecall.evaluation.ContextRecallEvaluation;
import dev.contextrecall.evaluation.RequestBody;
import dev.contextrecall.result.RecallResult;
import io.quarkus.runtime.StartupEvent;

/**
 * SnapStart priming of the JVM package: just before Lambda takes the snapshot of an initialised function, one
 * complete evaluation runs with the offline judge (parsing, validation, sentence splitting, the lexical judge,
 * the evidence check, scoring, the result's JSON), in process and without network, so that its classes are
 * loaded and its code is warm in the snapshot rather than on the first invocation. It writes no log line and no
 * metric. Registered only during a SnapStart initialisation, so nothing changes anywhere else.
 */
@ApplicationScoped
public class SnapStartPriming implements Resource {

    private static final Logger LOG = Logger.getLogger(SnapStartPriming.class);

    /** Lambda's name for the initialisation that ends in a snapshot (AWS_LAMBDA_INITIALIZATION_TYPE). */
    static final String SNAP_START = "snap-start";

    /** A realistic case, with the offline judge named so that no LLM call can happen whatever is configured. */
    static final String CASE = """
            {"id": "snapstart-priming", "judge": "offline",
             "input": "When was the Eiffel Tower built and how tall is it?",
             "expected_output": "The Eiffel Tower was completed in 1889. It is 330 metres tall.",
             "retrieval_context": [
               {"text": "The Eiffel Tower, completed in 1889 for the World's Fair, stands in Paris.", "id": "doc-17"},
               "At 330 metres, the tower is the tallest structure in Paris."]}""";

    private final ContextRecallEvaluation evaluation;
    private final JsonNode primingCase;

    public SnapStartPriming(ContextRecallEvaluation evaluation, ObjectMapper json) throws JsonProcessingException {
        this.evaluation = evaluation;
        this.primingCase = json.readTree(CASE);
    }

    /** org.crac holds resources weakly: this application-scoped bean is what keeps the registration alive. */
    void register(@Observes StartupEvent event) {
        if (duringSnapStartInit(System.getenv())) {
            Core.getGlobalContext().register(this);
            LOG.info("SnapStart: one offline evaluation will run before the snapshot.");
        }
    }

    static boolean duringSnapStartInit(Map<String, String> environment) {
        return SNAP_START.equals(environment.get("AWS_LAMBDA_INITIALIZATION_TYPE"));
    }

    @Override
    public void beforeCheckpoint(Context<? extends Resource> context) {
        long started = System.nanoTime();
        RecallResult result = prime();
        LOG.infof("SnapStart priming: one offline evaluation in %d ms (score %s).",
                (System.nanoTime() - started) / 1_000_000, result.head().score());
    }

    /**
     * Nothing to renew: the priming opens no connection and keeps no random state, and the judge's clients are
     * built on their first LLM call, after the restore.
     */
    @Override
    public void afterRestore(Context<? extends Resource> context) {
    }

    /** The priming evaluation itself. */
    RecallResult prime() {
        return evaluation.evaluate(RequestBody.of(primingCase.deepCopy()), Caller.singleTurn().unrecorded());
    }
}
