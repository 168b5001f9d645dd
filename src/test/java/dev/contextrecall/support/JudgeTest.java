package dev.contextrecall.support;

import org.junit.jupiter.api.BeforeEach;

import com.github.tomakehurst.wiremock.WireMockServer;

import io.quarkus.test.common.QuarkusTestResource;

/**
 * The base of every test that talks to the WireMock judge: extend it and annotate the class with @QuarkusTest or
 * @QuarkusIntegrationTest (and @TestProfile, if any). It holds the one judge setup of the suite:
 * <ul>
 * <li>{@link WireMockJudge} as a test resource. Declared here once and global, as Quarkus treats a class-level
 * {@code @QuarkusTestResource} without {@code restrictToAnnotatedClass}: every Quarkus test whose profile does not
 * disable global resources gets it, with one application start shared by all classes of the same profile. (A
 * meta-annotation would instead restrict it to the annotated class and restart Quarkus for every class.) Profiles
 * that configure the judge differently list their own {@code TestResourceEntry(WireMockJudge.class, ...)} and
 * disable the global resources.</li>
 * <li>{@link S3ServerResource}, S3Mock as S3, global in the same way, for the evaluation functions' tests in the
 * default start (the server is shared by the test JVM, so a second start reuses it).</li>
 * <li>{@link #judge}, the WireMock server, injected by {@link WireMockJudge} through {@link InjectJudge}.</li>
 * <li>Before each test: one throwaway evaluation per application start ({@link WarmUp}), then the judge reset,
 * stubs and request journal alike. Every test starts from a judge that knows no answer and has seen no request,
 * whatever ran before it in the same JVM; its own {@code @BeforeEach} methods run after this one (JUnit runs a
 * superclass's first) and stub what it needs.</li>
 * </ul>
 */
@QuarkusTestResource(WireMockJudge.class)
@QuarkusTestResource(S3ServerResource.class)
public abstract class JudgeTest {

    /** The judge's OpenAI-compatible API. */
    @InjectJudge
    protected WireMockServer judge;

    @BeforeEach
    protected final void warmedUpAndResetJudge() {
        if (warmsUp()) {
            WarmUp.once(judge);
        }
        judge.resetAll();
    }

    /**
     * Whether the application gets its throwaway evaluation over REST. No for a test whose application cannot
     * reach this judge (its base URL points elsewhere). The native Lambda executable serves REST beside the Lambda
     * Runtime API, so the packaged Lambda tests warm up as their {@code @QuarkusTest} counterparts do.
     */
    protected boolean warmsUp() {
        return true;
    }
}
