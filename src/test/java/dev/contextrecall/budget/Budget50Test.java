package dev.contextrecall.budget;

import java.time.Duration;
import java.util.List;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/** The 50 s budget, scaled down to 2500ms. */
@QuarkusTest
@TestProfile(Budget50Test.Profile.class)
class Budget50Test extends TimeBudgetCases {

    public static class Profile implements QuarkusTestProfile {
        @Override
        public List<TestResourceEntry> testResources() {
            return budgetOf("2500ms");
        }

        @Override
        public boolean disableGlobalTestResources() {
            return true;
        }
    }

    @Override
    Duration budget() {
        return Duration.ofMillis(2500);
    }
}
