package dev.contextrecall.config;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import io.quarkus.runtime.StartupEvent;

/** Says at start-up where the judge's API key came from (never the key), so a wrong secret is easy to spot. */
@ApplicationScoped
public class JudgeKeyOrigin {

    private static final Logger LOG = Logger.getLogger(JudgeKeyOrigin.class);

    void report(@Observes StartupEvent started, JudgeKeyConfig config) {
        if (config.source().isPresent()) {
            LOG.infof("The judge's API key was read at start-up from %s %s%s.", config.source().get(),
                    config.name().orElse("?"), config.jsonField().map(f -> " (field " + f + ")").orElse(""));
        }
    }
}
