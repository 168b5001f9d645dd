package dev.contextrecall.judge.callpolicy;

import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.config.JudgeDefaults;
import dev.contextrecall.config.JudgeModels;
import dev.contextrecall.judge.offline.OfflineJudge;
import dev.contextrecall.testcase.JudgeKind;

/**
 * /q/health/ready on the HTTP service: names the judge a request gets by default, and is down while that judge is
 * the LLM and its circuit breaker refuses calls, so that a load balancer sends the work elsewhere meanwhile.
 * Asking costs no judge call.
 */
@Readiness
@ApplicationScoped
public class JudgeReadiness implements HealthCheck {

    static final String NAME = "judge";

    private final JudgeDefaults defaults;
    private final JudgeModels models;
    private final ContextRecallConfig config;
    private final JudgeCallPolicy policy;

    public JudgeReadiness(JudgeDefaults defaults, JudgeModels models, ContextRecallConfig config,
            JudgeCallPolicy policy) {
        this.defaults = defaults;
        this.models = models;
        this.config = config;
        this.policy = policy;
    }

    @Override
    public HealthCheckResponse call() {
        HealthCheckResponseBuilder response = HealthCheckResponse.named(NAME).up();
        if (defaults.configuredDefault() == JudgeKind.OFFLINE) {
            return response.withData("judge", "offline").withData("model", OfflineJudge.NAME).build();
        }
        String model = models.configuredModelName(config.model().orElse(null));
        response.withData("judge", "llm").withData("model", model == null ? "(provider default)" : model);
        Duration paused = policy.callsPausedFor();
        if (paused.isZero()) {
            return response.withData("judge_calls", "allowed").build();
        }
        return response.down().withData("judge_calls", "paused: circuit breaker open")
                .withData("paused_for_ms", paused.toMillis()).build();
    }
}
