package dev.contextrecall.support;

import static com.github.tomakehurst.wiremock.client.WireMock.containing;

import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.statements;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;

import com.github.tomakehurst.wiremock.WireMockServer;

/**
 * A judge for {@link Conversations#curie(Object)}: the window that retrieved the prize (chunks: prize, birth)
 * supports both statements, any other window only the birth. With window size 1: windows 1.0 and 0.5, score 0.75.
 * It replaces whatever the judge had (stubs and recorded requests), so a test may also switch to it half-way.
 */
public final class CurieJudge {

    private CurieJudge() {
    }

    public static void prizeOnlyInTheSecondWindow(WireMockServer judge) {
        judge.resetAll();
        judge.stubFor(extractionCall().willReturn(statements(Conversations.STATEMENTS.toArray(String[]::new))));
        judge.stubFor(attributionCall().withRequestBody(containing("in 1903")).atPriority(1)
                .willReturn(verdicts("Both facts are there.", verdict(1, "yes", List.of(2), "born in Warsaw"),
                        verdict(2, "yes", List.of(1), "won the Nobel Prize in Physics"))));
        judge.stubFor(attributionCall().atPriority(5).willReturn(verdicts("Only the birth is there.",
                verdict(1, "yes", List.of(1), "born in Warsaw"), verdict(2, "no", List.of(), ""))));
    }
}
