package dev.contextrecall.metric;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.TextNode;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.judge.Judge;
import dev.contextrecall.judge.JudgeSelector;
import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.judge.Judgement;
import dev.contextrecall.judge.Rating;
import dev.contextrecall.metric.attribution.ConversationWindows;
import dev.contextrecall.result.HolisticRecallResult;
import dev.contextrecall.result.RecallResult;
import dev.contextrecall.result.ResultHead;
import dev.contextrecall.result.Usage;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.ConversationCase;
import dev.contextrecall.testcase.EvidenceMode;
import dev.contextrecall.testcase.ImageRef;
import dev.contextrecall.testcase.JudgeKind;
import dev.contextrecall.testcase.MetricOptions;
import dev.contextrecall.testcase.ReferenceAnswerCase;
import dev.contextrecall.testcase.Turn;
import dev.contextrecall.testcase.Variant;

/**
 * The frame of every judged scorer: the planned spend is refused before any judge call, and the tail reports what
 * the session spent at the price table's rates. No Quarkus: the configuration is a stub of the mapping.
 */
class JudgedScoringTest {

    /** Counts what it is asked; each call reports usage, as a provider does, under the model "m-1". */
    static final class CountingJudge implements Judge {
        final List<String> asked = new ArrayList<>();

        @Override
        public List<String> extractStatements(String question, String reference, JudgeSession session) {
            asked.add("extract");
            session.meter().record(1000, 200, 400, "m-1");
            return List.of(reference);
        }

        @Override
        public Judgement attribute(String question, List<String> statements, List<ImageRef> referenceImages,
                List<ContextNode> nodes, JudgeSession session) {
            asked.add("attribute");
            session.meter().record(1000, 200, null, "m-1");
            return new Judgement(statements.stream().map(s -> new Judgement.JudgedStatement(s, true, List.of(0),
                    false, "", "r")).toList(), "summary");
        }

        @Override
        public Rating rate(String question, String reference, List<ImageRef> referenceImages, List<ContextNode> nodes,
                JudgeSession session) {
            asked.add("rate");
            session.meter().record(1000, 200, null, "m-1");
            return new Rating(0.5, "half of it.");
        }

        @Override
        public String modelName(JudgeSession session) {
            String reported = session.meter().reportedModel();
            return reported == null ? "configured" : reported;
        }

        @Override
        public JudgeKind kind() {
            return JudgeKind.LLM;
        }

        @Override
        public String promptVersion() {
            return "test-prompts/1";
        }
    }

    /** A configuration mapping (or one of its groups) answering the named methods, and nothing else. */
    static <T> T stub(Class<T> type, Map<String, Object> answers) {
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] { type },
                (proxy, method, args) -> {
                    if (!answers.containsKey(method.getName())) {
                        throw new UnsupportedOperationException(type.getSimpleName() + "." + method.getName());
                    }
                    return answers.get(method.getName());
                }));
    }

    static ContextRecallConfig config(long maxJudgeInputChars, int maxJudgeCalls) {
        ContextRecallConfig.Price price = stub(ContextRecallConfig.Price.class, Map.of("inputPerMillion", 1.0,
                "cachedInputPerMillion", Optional.of(0.5), "outputPerMillion", 2.0));
        return stub(ContextRecallConfig.class, Map.of(
                "limits", stub(ContextRecallConfig.Limits.class,
                        Map.of("maxJudgeInputChars", maxJudgeInputChars, "maxJudgeCalls", maxJudgeCalls)),
                "judge", stub(ContextRecallConfig.Judge.class, Map.of("totalBudget", Duration.ofMinutes(1))),
                "prices", Map.of("m-1", price),
                "minAgreement", 0.8));
    }

    static MetricOptions options(Variant algorithm, JudgeKind judge, int samples) {
        return new MetricOptions(0.5, false, true, algorithm, EvidenceMode.REPORT, null, judge, samples, "de");
    }

    static ReferenceAnswerCase testCase(int samples, String... chunks) {
        return new ReferenceAnswerCase("q", "a".repeat(20), "", List.of(chunks).stream().map(c -> new ContextNode(c, null, null))
                .toList(), options(Variant.STATEMENTS, JudgeKind.LLM, samples), new TextNode("case-1"), null, null);
    }

    final CountingJudge judge = new CountingJudge();

    JudgedScoring scoring(ContextRecallConfig config) {
        return new JudgedScoring(new JudgeSelector(List.of(judge), null, null, config), new CostTable(config), config);
    }

    @Test
    void samplesOverTheCharacterLimitAreRefusedBeforeTheBodyRunsAndBeforeAnyJudgeCall() {
        ContextRecallConfig config = config(100, 50);
        ReferenceAnswerCase c = testCase(3, "b".repeat(30));
        List<String> ran = new ArrayList<>();

        EvaluationException refusal = assertThrows(EvaluationException.class, () -> scoring(config).score(c.options(),
                c.expectedOutput(), c.retrievalContext(), PlannedUsage.of(c), () -> false, frame -> {
                    ran.add("body");
                    return null;
                }));

        // (20 + 30) characters a call, three samples, and the reference once more for the extraction.
        assertEquals(ErrorCode.PAYLOAD_TOO_LARGE, refusal.errorCode());
        assertEquals("samples", refusal.field());
        assertEquals("This case judged 3 times would send 170 characters of case data to the judge; the limit is 100"
                + " (context-recall.limits.max-judge-input-chars). Ask for fewer samples or send fewer chunks.",
                refusal.getMessage());
        assertEquals(List.of(), ran);
        assertEquals(List.of(), judge.asked);
    }

    @Test
    void theStatementScorerAsksNothingOfARefusedCase() {
        ContextRecallConfig config = config(100, 50);
        StatementRecall scorer = new StatementRecall(scoring(config), config);

        assertThrows(EvaluationException.class,
                () -> scorer.score(testCase(3, "b".repeat(30)), () -> false, StatementStore.NONE));
        assertEquals(List.of(), judge.asked);
    }

    @Test
    void oneSampleOrNothingRetrievedPlansNothingToBound() {
        assertSame(PlannedUsage.NOTHING, PlannedUsage.of(testCase(1, "b".repeat(10_000))));
        assertSame(PlannedUsage.NOTHING, PlannedUsage.of(testCase(5, " ", "")));
        assertEquals(new PlannedUsage.Samples(2, 120), PlannedUsage.of(testCase(2, "b".repeat(30))));
    }

    static ConversationCase conversation(JudgeKind judge, int samples, int windowSize, int interactions) {
        List<Turn> turns = new ArrayList<>();
        for (int i = 0; i < interactions; i++) {
            turns.add(new Turn(Turn.Role.USER, "question " + i, List.of()));
            turns.add(new Turn(Turn.Role.ASSISTANT, "answer " + i,
                    List.of(new ContextNode("c".repeat(9) + i, null, null))));
        }
        return new ConversationCase(turns, "o".repeat(5), windowSize, options(Variant.STATEMENTS, judge, samples), null,
                null, null, null);
    }

    static PlannedUsage plan(ConversationCase c) {
        List<ConversationWindows.Window> windows = ConversationWindows.of(c.turns(), c.windowSize());
        return PlannedUsage.of(c, windows.stream().filter(ConversationWindows.Window::hasContext).toList());
    }

    @Test
    void aConversationCountsOneCallPerWindowAndSampleAndTheExtraction() {
        // Windows of one interaction: each carries the outcome (5) and its own chunk (10), twice over.
        assertEquals(new PlannedUsage.Windows(7, 5 + 3 * 2 * 15, 2, true, 1),
                plan(conversation(JudgeKind.LLM, 2, 1, 3)));
        assertSame(PlannedUsage.NOTHING, plan(conversation(JudgeKind.OFFLINE, 1, 3, 500)));
    }

    @Test
    void aConversationOverTheCallLimitNamesTurnsOrSamples() {
        EvaluationException turns = assertThrows(EvaluationException.class,
                () -> plan(conversation(JudgeKind.LLM, 1, 1, 4)).check(config(1_000_000, 4).limits()));
        assertEquals("This conversation would make 5 judge calls (one per window with retrieval context, plus the"
                + " extraction); the limit is 4 (context-recall.limits.max-judge-calls). Send fewer interactions.",
                turns.getMessage());
        assertEquals("turns", turns.field());

        EvaluationException samples = assertThrows(EvaluationException.class,
                () -> plan(conversation(JudgeKind.LLM, 2, 1, 2)).check(config(1_000_000, 4).limits()));
        assertEquals("This conversation would make 5 judge calls (2, one per sample per window with retrieval"
                + " context, plus the extraction); the limit is 4 (context-recall.limits.max-judge-calls). Send fewer"
                + " interactions or ask for fewer samples.", samples.getMessage());
        assertEquals("samples", samples.field());
    }

    @Test
    void aConversationOverTheCharacterLimitNamesWindowSizeOrTurns() {
        // Windows of up to three interactions carry one, two and three chunks: 5 + 15 + 25 + 35 characters.
        EvaluationException wide = assertThrows(EvaluationException.class,
                () -> plan(conversation(JudgeKind.LLM, 1, 3, 3)).check(config(40, 100).limits()));
        assertEquals(ErrorCode.PAYLOAD_TOO_LARGE, wide.errorCode());
        assertEquals("window_size", wide.field());
        assertEquals("This conversation would send 80 characters of case data to the judge over 4 calls; the limit"
                + " is 40 (context-recall.limits.max-judge-input-chars). Lower window_size or send fewer chunks.",
                wide.getMessage());
        assertEquals("turns", assertThrows(EvaluationException.class,
                () -> plan(conversation(JudgeKind.LLM, 1, 1, 3)).check(config(40, 100).limits())).field());
    }

    @Test
    void theHeadAndTailReportTheJudgeAndWhatItsSessionSpentAtTheTablesPrice() {
        ContextRecallConfig config = config(1_000_000, 50);
        ReferenceAnswerCase c = testCase(1, "b".repeat(30));

        HolisticRecallResult result = scoring(config).score(c.options(), c.expectedOutput(),
                c.retrievalContext(), PlannedUsage.of(c), () -> false, frame -> {
                    frame.judge().extractStatements(null, "x", frame.session());
                    frame.judge().rate(null, "x", List.of(), List.of(), frame.session());
                    return new HolisticRecallResult(frame.head(c.id(), c.name(), RecallResult.CONTEXT_RECALL, 0.5,
                            "because", "holistic", null), null, frame.tail(c.metadata()));
                });

        assertEquals(new ResultHead(new TextNode("case-1"), null, "context_recall", 0.5, true, 0.5, false, "because",
                "holistic", null, "llm", "m-1", "de"), result.head());
        assertEquals(new Usage(2, 2000L, 400L, 400L), result.tail().usage());
        // 1600 input tokens at 1.0, 400 cached at 0.5, 400 output at 2.0, per million.
        assertEquals(0.0026, result.tail().evaluationCost());
        assertEquals(Optional.of("test-prompts/1"), result.tail().promptVersion());
        assertEquals(List.of("extract", "rate"), judge.asked);
    }
}
