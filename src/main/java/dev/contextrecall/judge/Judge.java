package dev.contextrecall.judge;

import java.util.List;

import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.ImageRef;
import dev.contextrecall.testcase.JudgeKind;

/** What the scorer asks of a judge. Failures are thrown as EvaluationException, never turned into verdicts. */
public interface Judge {

    /** The reference answer's statements, in order; never empty. */
    List<String> extractStatements(String question, String reference, JudgeSession session);

    /**
     * One verdict per statement against the numbered nodes; each reference image is one more statement, after the
     * text ones. A judge that cannot see images refuses them, naming the field; it never drops them.
     */
    Judgement attribute(String question, List<String> statements, List<ImageRef> referenceImages,
            List<ContextNode> nodes, JudgeSession session);

    /**
     * The holistic algorithm's one call: how much of the reference (its text, then its images) the nodes cover,
     * rated from 0 to 1 with a reason. A judge that does not rate refuses, naming the field.
     */
    Rating rate(String question, String reference, List<ImageRef> referenceImages, List<ContextNode> nodes,
            JudgeSession session);

    /** The name reported as evaluation_model. */
    String modelName(JudgeSession session);

    /** Reported as judge. */
    JudgeKind kind();

    /** Reported as prompt_version; null for a judge that uses no prompt. */
    String promptVersion();
}
