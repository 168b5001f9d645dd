package dev.contextrecall.packaged;

import dev.contextrecall.support.JudgeTest;

/**
 * {@link JudgeTest} for a packaged function that is reached only through the Lambda Runtime API (the native
 * executable polls it itself): no warm-up over REST, the judge is still reset before each test.
 */
abstract class LambdaOnlyJudgeTest extends JudgeTest {

    @Override
    protected boolean warmsUp() {
        return false;
    }
}
