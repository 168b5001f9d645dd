package dev.contextrecall.testcase;

import java.util.List;

/** One turn of a conversation; only assistant turns carry retrieval context. */
public record Turn(Role role, String content, List<ContextNode> retrievalContext) {

    public enum Role {
        USER,
        ASSISTANT
    }
}
