package dev.contextrecall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.attributionRequests;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.extractionRequests;
import static dev.contextrecall.support.JudgeStubs.statements;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.tomakehurst.wiremock.matching.RequestPatternBuilder;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Conversations;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/**
 * Every judge call stands alone, with no chat memory: a corrective re-ask is the same two messages with the
 * correction appended (not the rejected exchange carried along), and no window of a conversation sees another's.
 */
@QuarkusTest
class StatelessJudgeCallsTest extends JudgeTest {

    List<JsonNode> messagesOf(RequestPatternBuilder pattern) throws Exception {
        List<JsonNode> out = new java.util.ArrayList<>();
        for (var request : judge.findAll(pattern)) {
            out.add(Json.read(request.getBodyAsString()).get("messages"));
        }
        return out;
    }

    @Test
    void aReAskDoesNotCarryTheRejectedAnswer() throws Exception {
        judge.stubFor(extractionCall().willReturn(statements()));
        Api.rest(Cases.eiffel()).statusCode(503);
        List<JsonNode> calls = messagesOf(extractionRequests());
        assertEquals(2, calls.size());
        for (JsonNode messages : calls) {
            assertEquals(2, messages.size(), messages.toString());
        }
        assertFalse(calls.get(0).get(1).get("content").asText().contains("Your previous reply could not be used"));
        assertTrue(calls.get(1).get(1).get("content").asText().contains("Your previous reply could not be used"));
    }

    @Test
    void everyWindowOfAConversationIsJudgedOnItsOwn() throws Exception {
        judge.stubFor(attributionCall().willReturn(verdicts("Birth only.", verdict(1, "yes", List.of(1), "born in Warsaw"),
                verdict(2, "no", List.of(), ""))));
        var body = Conversations.curie(1);
        body.put("algorithm", "sentences");
        Api.turns(body).statusCode(200);
        List<JsonNode> calls = messagesOf(attributionRequests());
        assertEquals(2, calls.size());
        for (JsonNode messages : calls) {
            assertEquals(2, messages.size(), messages.toString());
        }
    }
}
