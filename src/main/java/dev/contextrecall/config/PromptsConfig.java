package dev.contextrecall.config;

import java.util.Optional;

import io.smallrye.config.ConfigMapping;

/**
 * Custom judge prompts (context-recall.prompts.*): each call's system and user template, given inline or as a file
 * path, replaces the built-in one. Read and checked at start-up; docs/judge-contract.md lists the variables.
 */
@ConfigMapping(prefix = "context-recall.prompts")
public interface PromptsConfig {

    /** Names the custom prompts in prompt_version ("LABEL/sha256:..."); "custom" when not given. */
    Optional<String> label();

    Call extraction();

    Call attribution();

    Call holistic();

    /** One judge call's templates; a value and a file for the same template is a configuration error. */
    interface Call {
        Optional<String> system();

        Optional<String> systemFile();

        Optional<String> user();

        Optional<String> userFile();
    }
}
