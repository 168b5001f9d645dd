package dev.contextrecall.result;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** How every score and every figure made of scores is reported: to 4 decimal places (2/3 is 0.6667). */
public final class Scores {

    public static final int DECIMALS = 4;

    private Scores() {
    }

    /** Half up, as a person rounds; success is decided on the reported score. */
    public static double rounded(double value) {
        return BigDecimal.valueOf(value).setScale(DECIMALS, RoundingMode.HALF_UP).doubleValue();
    }
}
