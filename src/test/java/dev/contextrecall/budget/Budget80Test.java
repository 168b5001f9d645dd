package dev.contextrecall.budget;

import java.time.Duration;
import java.util.List;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/** The 80 s budget, scaled down to 4000ms. */
@QuarkusTest
@TestProfile(Budget80Test.Profile.class)
class Budget80Test extends TimeBudgetCases {

    public static class Profile implements QuarkusTestProfile {
        @Override
        public List<TestResourceEntry> testResources() {
            return budgetOf("4000ms");
        }

        @Override
        public boolean disableGlobalTestResources() {
            return true;
        }
    }

    @Override
    Duration budget() {
        return Duration.ofMillis(4000);
    }
}
