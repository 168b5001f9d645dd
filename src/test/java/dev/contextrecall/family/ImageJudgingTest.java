package dev.contextrecall.family;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;
import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.attributionRequests;
import static dev.contextrecall.support.JudgeStubs.holisticCall;
import static dev.contextrecall.support.JudgeStubs.holisticRequests;
import static dev.contextrecall.support.JudgeStubs.rating;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.tomakehurst.wiremock.matching.RequestPatternBuilder;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Conversations;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/** Images in the retrieval context or the reference reach the judge as image parts of the user message. */
@QuarkusTest
class ImageJudgingTest extends JudgeTest {

    static final String PHOTO = "https://example.com/eiffel-at-night.jpg";
    /** A 1x1 transparent PNG. */
    static final String PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

    static Map<String, Object> withImages() {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("algorithm", "sentences");
        body.put("expected_output", "The Eiffel Tower was completed in 1889. It is lit up at night.");
        body.put("retrieval_context", List.of(
                "The Eiffel Tower, completed in 1889 for the World's Fair, stands in Paris.",
                Map.of("image_url", PHOTO, "id", "img-7"),
                Map.of("image_url", "data:image/png;base64," + PNG)));
        return body;
    }

    JsonNode onlyRequest(RequestPatternBuilder pattern) throws Exception {
        var requests = judge.findAll(pattern);
        assertEquals(1, requests.size());
        return Json.read(requests.get(0).getBodyAsString());
    }

    static JsonNode caseData(JsonNode request) throws Exception {
        String text = request.at("/messages/1/content/0/text").asText();
        return Json.read(text.substring(text.indexOf("<case_data>") + 11, text.indexOf("</case_data>")));
    }

    @Test
    void imageNodesAreSentAsImagePartsNumberedAsNodes() throws Exception {
        judge.stubFor(attributionCall().willReturn(verdicts("The text gives the year; the photo shows the lights.",
                verdict(1, "yes", List.of(1), "completed in 1889"), verdict(2, "yes", List.of(2), ""))));
        Api.rest(withImages()).statusCode(200)
                .body("score", equalTo(1.0))
                .body("verdicts[1].nodes", contains(1))
                .body("verdicts[1].evidence_verified", nullValue())
                .body("verdicts[1].citations[0].id", equalTo("img-7"));

        JsonNode request = onlyRequest(attributionRequests());
        JsonNode parts = request.at("/messages/1/content");
        assertEquals(3, parts.size(), parts.toString());
        assertEquals("text", parts.at("/0/type").asText());
        assertEquals("image_url", parts.at("/1/type").asText());
        assertEquals(PHOTO, parts.at("/1/image_url/url").asText());
        assertEquals("image_url", parts.at("/2/type").asText());
        assertEquals("data:image/png;base64," + PNG, parts.at("/2/image_url/url").asText());

        JsonNode data = caseData(request);
        assertEquals("The Eiffel Tower, completed in 1889 for the World's Fair, stands in Paris.",
                data.at("/nodes/1").asText());
        assertEquals(1, data.at("/nodes/2/image").asInt());
        assertEquals(2, data.at("/nodes/3/image").asInt());
        String text = parts.at("/0/text").asText();
        assertTrue(text.contains("image 1 is node 2; image 2 is node 3"), text);
    }

    @Test
    void requireModeCountsImageSupportSinceThereIsNoQuoteToCheck() {
        judge.stubFor(attributionCall().willReturn(verdicts("Both.",
                verdict(1, "yes", List.of(1), "not in the node"), verdict(2, "yes", List.of(2), ""))));
        Api.rest(Cases.with(withImages(), "evidence", "require")).statusCode(200)
                .body("verdicts.evidence_verified", contains(false, null))
                .body("score", equalTo(0.5));
    }

    @Test
    void eachImageOfTheReferenceIsAStatementOfItsOwn() throws Exception {
        judge.stubFor(attributionCall().willReturn(verdicts("The photo matches.",
                verdict(1, "yes", List.of(1), "completed in 1889"), verdict(2, "no", List.of(), ""),
                verdict(3, "yes", List.of(2), ""))));
        Map<String, Object> body = Cases.with(withImages(), "expected_output", List.of(
                "The Eiffel Tower was completed in 1889.", "It is lit up at night.", Map.of("image_url", PHOTO)));
        Api.rest(body).statusCode(200)
                .body("verdicts.statement", contains("The Eiffel Tower was completed in 1889.",
                        "It is lit up at night.", "[image] " + PHOTO))
                .body("verdicts.verdict", contains("yes", "no", "yes"))
                .body("score", equalTo(0.6667));
        JsonNode request = onlyRequest(attributionRequests());
        JsonNode data = caseData(request);
        assertEquals(1, data.at("/statements/3/image").asInt());
        assertEquals(2, data.at("/nodes/2/image").asInt());
        assertEquals(4, request.at("/messages/1/content").size(), "text, the reference image, two node images");
        assertEquals(PHOTO, request.at("/messages/1/content/1/image_url/url").asText());
    }

    @Test
    void aReferenceThatIsOnlyAnImageNeedsNoExtraction() {
        judge.stubFor(attributionCall().willReturn(verdicts("Shown.", verdict(1, "yes", List.of(2), ""))));
        Api.rest(Cases.with(Cases.with(withImages(), "algorithm", "statements"), "expected_output",
                Map.of("image_url", PHOTO))).statusCode(200)
                .body("verdicts.statement", contains("[image] " + PHOTO))
                .body("score", equalTo(1.0))
                .body("usage.llm_calls", equalTo(1));
    }

    @Test
    void theHolisticCallGetsTheImagesToo() throws Exception {
        judge.stubFor(holisticCall().willReturn(rating(0.9, "The photo and the text cover it.")));
        Api.rest(Cases.with(withImages(), "algorithm", "holistic")).statusCode(200)
                .body("score", equalTo(0.9));
        JsonNode request = onlyRequest(holisticRequests());
        assertEquals(3, request.at("/messages/1/content").size());
        assertEquals(2, caseData(request).at("/nodes/3/image").asInt());
    }

    @Test
    void imagesInAConversationReachTheWindowsThatHoldThem() throws Exception {
        judge.stubFor(attributionCall().willReturn(verdicts("Seen.", verdict(1, "yes", List.of(1), ""),
                verdict(2, "no", List.of(), ""))));
        Map<String, Object> body = Conversations.request(List.of(Conversations.user("Show me Curie."),
                Conversations.assistant("Here.", List.of(Map.of("image_url", PHOTO)))), 1);
        body.put("algorithm", "sentences");
        Api.turns(body).statusCode(200)
                .body("score", equalTo(0.5));
        JsonNode request = onlyRequest(attributionRequests());
        assertEquals(PHOTO, request.at("/messages/1/content/1/image_url/url").asText());
    }

    static Stream<Arguments> badImages() {
        Map<String, Object> ok = withImages();
        return Stream.of(
                Arguments.of("not http", Cases.with(ok, "retrieval_context", List.of(Map.of("image_url", "ftp://x/a.png"))),
                        "retrieval_context[0].image_url"),
                Arguments.of("not a URL at all", Cases.with(ok, "retrieval_context", List.of(Map.of("image_url", "a picture"))),
                        "retrieval_context[0].image_url"),
                Arguments.of("data URI that is not an image", Cases.with(ok, "retrieval_context",
                        List.of(Map.of("image_url", "data:text/plain;base64,aGk="))), "retrieval_context[0].image_url"),
                Arguments.of("data URI that is not base64", Cases.with(ok, "retrieval_context",
                        List.of(Map.of("image_url", "data:image/png;base64,@@@"))), "retrieval_context[0].image_url"),
                Arguments.of("image_url not a string", Cases.with(ok, "retrieval_context", List.of(Map.of("image_url", 5))),
                        "retrieval_context[0].image_url"),
                Arguments.of("text and image in one item", Cases.with(ok, "retrieval_context",
                        List.of(Map.of("image_url", PHOTO, "text", "caption"))), "retrieval_context[0]"),
                Arguments.of("a bad image in the reference", Cases.with(ok, "expected_output",
                        List.of("Text.", Map.of("image_url", "nope"))), "expected_output[1].image_url"),
                Arguments.of("a reference part of a wrong type", Cases.with(ok, "expected_output", List.of("Text.", 7)),
                        "expected_output[1]"),
                Arguments.of("a reference of blank parts", Cases.with(ok, "expected_output", List.of(" ", "")),
                        "expected_output"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badImages")
    void badImagesAre422NamingTheField(String why, Map<String, Object> body, String field) {
        Api.rest(body).statusCode(422)
                .body("error.code", equalTo("invalid_test_case"))
                .body("error.field", equalTo(field));
        judge.verify(0, anyJudgeRequest());
    }
}
