package dev.contextrecall.run.aws;

import java.util.Optional;

import io.smallrye.config.ConfigMapping;

/** Evaluation runs on AWS. */
@ConfigMapping(prefix = "context-recall.run")
public interface RunConfig {

    /** The bucket whose statements/ folder keeps extracted statements between runs; absent: none are kept. */
    Optional<String> statementsBucket();
}
