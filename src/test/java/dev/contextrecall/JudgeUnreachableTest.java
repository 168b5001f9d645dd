package dev.contextrecall;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.JudgeStubs;
import dev.contextrecall.support.JudgeTest;
import dev.contextrecall.support.WireMockJudge;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/** The provider's address refuses connections: retried like any connection error, then judge_unavailable. */
@QuarkusTest
@TestProfile(JudgeUnreachableTest.ClosedPort.class)
class JudgeUnreachableTest extends JudgeTest {

    /** WireMock still runs (and must see nothing); the judge's base URL points at a port nobody listens on. */
    public static class ClosedPort implements QuarkusTestProfile {
        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(WireMockJudge.class,
                    Map.of("quarkus.langchain4j.openai.base-url", "http://127.0.0.1:" + closedPort() + "/v1")));
        }

        @Override
        public boolean disableGlobalTestResources() {
            return true;
        }

        /**
         * A port bound here and never listened on: connecting is refused, and no other process can take it while
         * the tests run (a port merely found free could be).
         */
        private static final Socket RESERVED = reserve();

        private static int closedPort() {
            return RESERVED.getLocalPort();
        }

        private static Socket reserve() {
            try {
                Socket socket = new Socket();
                socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
                return socket;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** The application cannot reach this WireMock, so there is nothing to warm up. */
    @Override
    protected boolean warmsUp() {
        return false;
    }

    @Test
    void connectionRefusedIsJudgeUnavailableAndRetryable() {
        Api.rest(Cases.eiffel()).statusCode(503)
                .body("error.code", equalTo("judge_unavailable"))
                .body("error.retryable", equalTo(true))
                .body("error.message", startsWith("The judge's provider could not be reached: "));
        judge.verify(0, JudgeStubs.anyJudgeRequest());
    }
}
