package dev.contextrecall.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.config.JudgeDefaults;
import dev.contextrecall.config.JudgeModels;
import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.support.Json;
import dev.contextrecall.testcase.CaseFamily;
import dev.contextrecall.testcase.ContextIdsCase;
import dev.contextrecall.testcase.ConversationCase;
import dev.contextrecall.testcase.ReferenceAnswerCase;
import dev.contextrecall.testcase.ReferenceContextsCase;
import dev.contextrecall.testcase.TestCase;
import dev.contextrecall.testcase.Variant;
import io.quarkus.runtime.configuration.DurationConverter;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;

/**
 * The one request parser, without a round trip: which member of the sealed family a body becomes (a conversation
 * included), what the route decides, and which error wins where the members differ. The configuration is the
 * defaults with no LLM provider, so the judge is the offline one.
 */
class CaseParserTest {

    private static final CaseParser PARSER = parser();

    private static CaseParser parser() {
        SmallRyeConfig config = new SmallRyeConfigBuilder().withMapping(ContextRecallConfig.class)
                .withConverter(Duration.class, 100, new DurationConverter())
                .withSources(new PropertiesConfigSource(new HashMap<>(Map.of("quarkus.langchain4j.openai.api-key",
                        JudgeModels.NO_KEY)), "test", 500))
                .build();
        ContextRecallConfig recall = config.getConfigMapping(ContextRecallConfig.class);
        JudgeModels models = new JudgeModels(config, recall);
        return new CaseParser(recall, models, new JudgeDefaults(models, recall), new ImageCheck(models),
                new RequestLimits(recall));
    }

    static JsonNode body(String json) {
        return Json.read(json.replace('\'', '"'));
    }

    static TestCase parse(String json, CaseFamily accepts) {
        return PARSER.parse(body(json), accepts);
    }

    static EvaluationException refused(String json, CaseFamily accepts) {
        return assertThrows(EvaluationException.class, () -> parse(json, accepts));
    }

    static final String CONVERSATION = "{'turns': [{'role': 'user', 'content': 'Where?'}, {'role': 'assistant',"
            + " 'content': 'Paris.', 'retrieval_context': ['The tower is in Paris.']}],"
            + " 'expected_outcome': 'The tower is in Paris.'";

    @Test
    void theFamilyIsSealedAndAConversationIsOneOfIt() {
        assertTrue(TestCase.class.isSealed());
        assertEquals(List.of(ReferenceAnswerCase.class, ReferenceContextsCase.class, ContextIdsCase.class,
                ConversationCase.class), List.of(TestCase.class.getPermittedSubclasses()));
        TestCase conversation = parse(CONVERSATION + "}", CaseFamily.EITHER);
        ConversationCase c = assertInstanceOf(ConversationCase.class, conversation);
        assertEquals(2, c.turns().size());
        assertEquals("The tower is in Paris.", c.expectedOutcome());
    }

    @Test
    void eachBodyBecomesTheMemberItsFieldsAskFor() {
        assertInstanceOf(ReferenceAnswerCase.class, parse("{'expected_output': 'The tower is in Paris.',"
                + " 'retrieval_context': ['Paris.']}", CaseFamily.EITHER));
        ContextIdsCase ids = assertInstanceOf(ContextIdsCase.class, parse("{'reference_context_ids': [1, 'b', 1],"
                + " 'retrieved_context_ids': ['b']}", CaseFamily.EITHER));
        assertEquals(List.of("1", "b"), ids.referenceIds());
        ReferenceContextsCase contexts = assertInstanceOf(ReferenceContextsCase.class, parse("{'reference_contexts':"
                + " ['The tower is in Paris.'], 'retrieval_context': ['Paris.']}", CaseFamily.EITHER));
        assertEquals(Variant.REFERENCE_CONTEXTS, contexts.options().variant());
        // An explicit algorithm wins over the fields carried.
        ReferenceAnswerCase sentences = assertInstanceOf(ReferenceAnswerCase.class, parse("{'algorithm': 'sentences',"
                + " 'expected_output': 'A.', 'reference_contexts': ['a'], 'retrieval_context': []}", CaseFamily.EITHER));
        assertEquals(Variant.SENTENCES, sentences.options().variant());
    }

    @Test
    void theRouteDecidesBeforeTheBody() {
        // A single-turn route reads a conversation as a single-turn case, and says where conversations go.
        EvaluationException single = refused(CONVERSATION + "}", CaseFamily.SINGLE_TURN);
        assertEquals("expected_output", single.field());
        assertTrue(single.getMessage().endsWith(" Conversations (turns, expected_outcome) go to turn context recall"
                + " (POST /v1/turn-context-recall, function turn-context-recall)."), single.getMessage());
        // A conversation route reads any body as a conversation.
        EvaluationException conversation = refused("{'expected_output': 'A.', 'retrieval_context': []}",
                CaseFamily.CONVERSATION);
        assertEquals("turns", conversation.field());
        assertTrue(conversation.getMessage().startsWith("turns is required"), conversation.getMessage());
        assertInstanceOf(ConversationCase.class, parse(CONVERSATION + "}", CaseFamily.CONVERSATION));
        // A "turns" key, even null, makes the body a conversation when the body decides.
        assertEquals("turns", refused("{'turns': null, 'expected_output': 'A.', 'retrieval_context': []}",
                CaseFamily.EITHER).field());
    }

    @Test
    void aBodyThatIsNoObjectIsMalformedWhicheverTheRoute() {
        for (CaseFamily accepts : CaseFamily.values()) {
            EvaluationException e = assertThrows(EvaluationException.class, () -> PARSER.parse(null, accepts));
            assertEquals(ErrorCode.MALFORMED_REQUEST, e.errorCode());
            assertEquals("The request body must be a JSON object.", e.getMessage());
            assertEquals(ErrorCode.MALFORMED_REQUEST, refused("['turns']", accepts).errorCode());
        }
    }

    @Test
    void aConversationReadsItsAlgorithmAfterItsThresholdAndTakesOnlyStatementsOrSentences() {
        assertEquals("threshold", refused(CONVERSATION + ", 'threshold': 5, 'algorithm': 3}", CaseFamily.EITHER).field());
        assertEquals("algorithm must be a string.",
                refused(CONVERSATION + ", 'algorithm': 3}", CaseFamily.EITHER).getMessage());
        assertEquals("Turn context recall takes algorithm statements or sentences; got 'reference_contexts'.",
                refused(CONVERSATION + ", 'reference_contexts': ['a']}", CaseFamily.EITHER).getMessage());
    }

    @Test
    void theSingleTurnVariantIsDecidedBeforeAnyOtherField() {
        // The variant's own error comes first, ahead of a bad threshold.
        assertEquals("algorithm", refused("{'reference_contexts': ['a'], 'reference_context_ids': [1],"
                + " 'threshold': 5}", CaseFamily.EITHER).field());
        assertEquals("reference_statements applies to algorithm statements or sentences, whose denominator is the"
                + " reference's statements; this request is scored with algorithm 'context_ids'.",
                refused("{'reference_context_ids': [1], 'retrieved_context_ids': [], 'reference_statements': ['A.']}",
                        CaseFamily.EITHER).getMessage());
    }
}
