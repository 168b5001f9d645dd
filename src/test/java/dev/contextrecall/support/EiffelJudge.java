package dev.contextrecall.support;

import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.statements;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;

import com.github.tomakehurst.wiremock.WireMockServer;

/**
 * A judge that finds two of the three statements of {@link Cases#eiffel()} in its chunks: score 0.6667. It replaces
 * whatever the judge had (stubs and recorded requests), so a test may also switch to it half-way.
 */
public final class EiffelJudge {

    private EiffelJudge() {
    }

    public static void twoOfThreeSupported(WireMockServer judge) {
        judge.resetAll();
        judge.stubFor(extractionCall().willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))));
        attributesTwoOfThree(judge);
    }

    /** Only the attribution call, for tests that make the extraction misbehave. */
    public static void attributesTwoOfThree(WireMockServer judge) {
        judge.stubFor(attributionCall().willReturn(verdicts("Nodes 1 and 2 give the date and the height.",
                verdict(1, "yes", List.of(1), "completed in 1889"),
                verdict(2, "yes", List.of(2), "At 330 metres"),
                verdict(3, "no", List.of(), ""))));
    }
}
