package dev.contextrecall.judge;

import java.util.List;

import dev.contextrecall.request.ContextNode;
import dev.contextrecall.request.JudgeKind;

/** What the scorer asks of a judge. Failures are thrown as EvaluationException, never turned into verdicts. */
public interface Judge {

    /** The reference answer's statements, in order; never empty. */
    List<String> extractStatements(String question, String reference, JudgeSession session);

    /** One verdict per statement against the numbered nodes. */
    Judgement attribute(String question, List<String> statements, List<ContextNode> nodes, JudgeSession session);

    /** The name reported as evaluation_model. */
    String modelName(JudgeSession session);

    /** Reported as judge. */
    JudgeKind kind();

    /** Reported as prompt_version; null for a judge that uses no prompt. */
    String promptVersion();
}
