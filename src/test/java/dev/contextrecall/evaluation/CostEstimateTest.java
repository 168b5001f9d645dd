package dev.contextrecall.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.contextrecall.lexical.SimilarityMeasure;
import dev.contextrecall.testcase.ContextIdsCase;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.ConversationCase;
import dev.contextrecall.testcase.EvidenceMode;
import dev.contextrecall.testcase.JudgeKind;
import dev.contextrecall.testcase.MetricOptions;
import dev.contextrecall.testcase.ReferenceAnswerCase;
import dev.contextrecall.testcase.ReferenceContextsCase;
import dev.contextrecall.testcase.Turn;
import dev.contextrecall.testcase.Variant;

/** The judge calls a parsed case is priced at, read from its type and options, never from the raw body. */
class CostEstimateTest {

    static MetricOptions options(Variant algorithm, JudgeKind judge) {
        return options(algorithm, judge, 1);
    }

    static MetricOptions options(Variant algorithm, JudgeKind judge, int samples) {
        return new MetricOptions(0.5, false, true, algorithm, EvidenceMode.REPORT, null, judge, samples, null);
    }

    static ReferenceAnswerCase answer(Variant algorithm, JudgeKind judge, List<String> pinned) {
        return new ReferenceAnswerCase("q", "A.", "a", List.of(new ContextNode("A.", null, null)),
                options(algorithm, judge), null, null, null, List.of(), pinned);
    }

    static ConversationCase conversation(int turns, List<String> pinned) {
        List<Turn> list = java.util.stream.IntStream.range(0, turns).mapToObj(i -> new Turn(i % 2 == 0
                ? Turn.Role.USER : Turn.Role.ASSISTANT, "t", List.<ContextNode>of())).toList();
        return new ConversationCase(list, "A.", 3, options(Variant.STATEMENTS, JudgeKind.LLM), null, null, null,
                pinned);
    }

    @Test
    void statementsAreTwoCallsUnlessPinnedAndTheOtherJudgedAlgorithmsOne() {
        assertEquals(2, CostEstimate.calls(answer(Variant.STATEMENTS, JudgeKind.LLM, null)));
        assertEquals(1, CostEstimate.calls(answer(Variant.STATEMENTS, JudgeKind.LLM, List.of("A."))));
        assertEquals(1, CostEstimate.calls(answer(Variant.SENTENCES, JudgeKind.LLM, null)));
        assertEquals(1, CostEstimate.calls(answer(Variant.HOLISTIC, JudgeKind.LLM, null)));
    }

    @Test
    void aConversationIsPricedPerTurn() {
        assertEquals(6, CostEstimate.calls(conversation(3, null)));
        assertEquals(4, CostEstimate.calls(conversation(4, List.of("A."))));
    }

    @Test
    void theOfflineJudgeAndTheNoJudgeVariantsCostNothing() {
        assertEquals(0, CostEstimate.calls(answer(Variant.SENTENCES, JudgeKind.OFFLINE, null)));
        assertEquals(0, CostEstimate.calls(new ContextIdsCase(List.of("1"), List.of(),
                options(Variant.CONTEXT_IDS, JudgeKind.LLM), null, null, null)));
        assertEquals(0, CostEstimate.calls(new ReferenceContextsCase(List.of("a"), List.of(),
                SimilarityMeasure.LEVENSHTEIN, 0.5, options(Variant.REFERENCE_CONTEXTS, JudgeKind.LLM), null, null,
                null)));
    }

    @Test
    void eachSampleIsOneMoreCallAndTheExtractionIsMadeOnce() {
        ReferenceAnswerCase threeSamples = new ReferenceAnswerCase("q", "A.", "a",
                List.of(new ContextNode("A.", null, null)), options(Variant.STATEMENTS, JudgeKind.LLM, 3), null,
                null, null, List.of(), null);
        assertEquals(4, CostEstimate.calls(threeSamples));
        ReferenceAnswerCase pinned = new ReferenceAnswerCase("q", "A.", "a",
                List.of(new ContextNode("A.", null, null)), options(Variant.STATEMENTS, JudgeKind.LLM, 3), null,
                null, null, List.of(), List.of("A."));
        assertEquals(3, CostEstimate.calls(pinned));
    }
}
