package dev.contextrecall.budget;

import java.time.Duration;
import java.util.List;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/** The 25 s budget, scaled down to 1250ms. */
@QuarkusTest
@TestProfile(Budget25Test.Profile.class)
class Budget25Test extends TimeBudgetCases {

    public static class Profile implements QuarkusTestProfile {
        @Override
        public List<TestResourceEntry> testResources() {
            return budgetOf("1250ms");
        }

        @Override
        public boolean disableGlobalTestResources() {
            return true;
        }
    }

    @Override
    Duration budget() {
        return Duration.ofMillis(1250);
    }
}
