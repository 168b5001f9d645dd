package dev.contextrecall.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;

import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.support.Json;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.ImageRef;
import dev.contextrecall.testcase.Variant;

/**
 * The field readers of the request parsers, without a round trip: which variant a body asks for, the reference
 * answer's text and images, the retrieved nodes, the aliases and pinned statements, and the field each error names.
 */
class RequestFieldsTest {

    static JsonNode body(String json) {
        return Json.read(json.replace('\'', '"'));
    }

    static EvaluationException refused(Executable parse) {
        return assertThrows(EvaluationException.class, parse);
    }

    // Variant choice

    @Test
    void anExplicitAlgorithmWinsOverTheFieldsCarried() {
        assertEquals(Variant.SENTENCES, VariantChoice.of(body("{'algorithm': 'sentences', 'reference_contexts': ['a']}"),
                Variant.STATEMENTS));
    }

    @Test
    void theFieldsCarriedChooseTheVariantAndNoneGivesTheConfiguredOne() {
        assertEquals(Variant.REFERENCE_CONTEXTS, VariantChoice.of(body("{'reference_contexts': ['a']}"),
                Variant.STATEMENTS));
        assertEquals(Variant.CONTEXT_IDS, VariantChoice.of(body("{'retrieved_context_ids': ['a']}"),
                Variant.STATEMENTS));
        assertEquals(Variant.HOLISTIC, VariantChoice.of(body("{'expected_output': 'x', 'reference_contexts': null}"),
                Variant.HOLISTIC));
    }

    @Test
    void twoKindsOfReferenceMustSayWhichTheyMean() {
        EvaluationException e = refused(() -> VariantChoice.of(
                body("{'reference': 'An answer.', 'reference_context_ids': ['a']}"), Variant.STATEMENTS));

        assertEquals("algorithm", e.field());
        assertEquals("The request carries reference_context_ids / retrieved_context_ids and reference; say which recall"
                + " to compute with algorithm (statements, sentences, holistic, reference_contexts, context_ids).",
                e.getMessage());
    }

    @Test
    void anUnknownOrNonTextAlgorithmIsRefused() {
        assertEquals("algorithm must be one of statements, sentences, holistic, reference_contexts, context_ids;"
                + " got 'bm25'.", refused(() -> VariantChoice.of(body("{'algorithm': 'bm25'}"), Variant.STATEMENTS))
                .getMessage());
        assertEquals("algorithm must be a string.",
                refused(() -> VariantChoice.of(body("{'algorithm': 3}"), Variant.STATEMENTS)).getMessage());
    }

    // The reference answer

    @Test
    void aListReferenceJoinsItsTextLineByLineAndKeepsItsImages() {
        ReferenceAnswer answer = ReferenceAnswer.parse(body(
                "{'ground_truth': [' First part. ', '  ', {'image_url': 'https://example.com/a.png'}, 'Second part.']}"));

        assertEquals("First part.\nSecond part.", answer.text());
        assertEquals(List.of(new ImageRef("https://example.com/a.png", null, null)), answer.images());
    }

    @Test
    void aReferenceThatIsOneImageHasNoText() {
        ReferenceAnswer answer = ReferenceAnswer.parse(body("{'expected_output': {'image_url': {'url': 'https://e.com/x.png'}}}"));

        assertEquals("", answer.text());
        assertEquals(1, answer.images().size());
    }

    @Test
    void aReferenceWithoutWordsIsRefusedUnderTheNameItWasSentAs() {
        EvaluationException e = refused(() -> ReferenceAnswer.parse(body("{'reference': '...!'}")));

        assertEquals("expected_output", e.field());
        assertEquals("reference has no letter or digit, so it has no statement to score.", e.getMessage());
    }

    @Test
    void aMissingReferenceListsItsAliasesAndPointsAConversationToItsEndpoint() {
        EvaluationException e = refused(() -> ReferenceAnswer.parse(body("{'turns': []}")));

        assertEquals("expected_output", e.field());
        assertEquals("expected_output is required (also accepted as reference, ground_truth, expected_answer)."
                + " Conversations (turns, expected_outcome) go to turn context recall"
                + " (POST /v1/turn-context-recall, function turn-context-recall).", e.getMessage());
    }

    @Test
    void aBadPartOfAListReferenceIsNamedByItsIndex() {
        assertEquals("expected_output[1]",
                refused(() -> ReferenceAnswer.parse(body("{'expected_output': ['Text.', 3]}"))).field());
    }

    // Aliases

    @Test
    void aFieldMayComeUnderOneAliasButNotTwo() {
        assertEquals("user_input", RequestFields.aliased(body("{'user_input': 'q'}"), "input").orElseThrow().getKey());
        assertTrue(RequestFields.aliased(body("{'question': null}"), "input").isEmpty());

        EvaluationException e = refused(() -> RequestFields.aliased(body("{'contexts': [], 'context': []}"),
                "retrieval_context"));
        assertEquals("retrieval_context", e.field());
        assertEquals("Give only one of contexts and context (both mean retrieval_context).", e.getMessage());
    }

    // Retrieved nodes

    @Test
    void nodesAreStringsTextObjectsWithTheCallersLabelsOrImages() {
        List<ContextNode> nodes = RequestFields.retrievalContext(body("{'retrieved_contexts': ['plain',"
                + " {'text': 'labelled', 'id': 7, 'source': 'wiki'}, {'image_url': 'https://example.com/p.png'}]}"));

        assertEquals(new ContextNode("plain", null, null), nodes.get(0));
        assertEquals(new ContextNode("labelled", IntNode.valueOf(7), "wiki"), nodes.get(1));
        assertTrue(nodes.get(2).isImage());
        assertEquals("", nodes.get(2).text());
    }

    @Test
    void aBadNodeIsNamedByItsIndexAndField() {
        assertEquals("retrieval_context[1].text",
                refused(() -> RequestFields.retrievalContext(body("{'context': ['ok', {'txt': 'typo'}]}"))).field());
        assertEquals("retrieval_context[0].id",
                refused(() -> RequestFields.retrievalContext(body("{'context': [{'text': 'a', 'id': [1]}]}"))).field());
        assertEquals("retrieval_context[0].source",
                refused(() -> RequestFields.retrievalContext(body("{'context': [{'text': 'a', 'source': 1}]}"))).field());
        assertEquals("retrieval_context[0]",
                refused(() -> RequestFields.retrievalContext(body("{'context': [true]}"))).field());
    }

    @Test
    void nothingRetrievedIsAnEmptyListNotAMissingField() {
        assertEquals(List.of(), RequestFields.retrievalContext(body("{'retrieval_context': []}")));
        assertEquals("retrieval_context is required (also accepted as retrieved_contexts, contexts, context); send []"
                + " when nothing was retrieved.", refused(() -> RequestFields.retrievalContext(body("{}"))).getMessage());
    }

    // Pinned statements

    @Test
    void pinnedStatementsAreStrippedAndCappedByTheStatementLimit() {
        assertEquals(List.of("One.", "Two."),
                RequestFields.pinnedStatements(body("{'reference_statements': [' One. ', 'Two.']}"), 2));
        assertNull(RequestFields.pinnedStatements(body("{}"), 2));

        EvaluationException tooMany = refused(() -> RequestFields.pinnedStatements(
                body("{'reference_statements': ['a', 'b', 'c']}"), 2));
        assertEquals(ErrorCode.PAYLOAD_TOO_LARGE, tooMany.errorCode());
        assertEquals("reference_statements holds 3 statements; the limit is 2 (context-recall.limits.max-statements).",
                tooMany.getMessage());
        assertEquals("reference_statements[1]", refused(() -> RequestFields.pinnedStatements(
                body("{'reference_statements': ['a', '--']}"), 5)).field());
        assertEquals("reference_statements", refused(() -> RequestFields.pinnedStatements(
                body("{'reference_statements': []}"), 5)).field());
    }
}
