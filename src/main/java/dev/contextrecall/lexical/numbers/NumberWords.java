package dev.contextrecall.lexical.numbers;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Words that say or change how a figure is read, in the languages we measure: English number words ("three",
 * "third"), approximations ("about 21,000" matches 21,196), multipliers ("2.1 million", "2.1万"), bounds ("over
 * 5,000") and units written in full or short ("kilometres" is "km", "5 per cent" is "5%").
 */
public final class NumberWords {

    /** Words before a figure that say it is rounded. Each is folded (lower case, no accents). */
    private static final Set<String> APPROXIMATIONS = Set.of(
            "about", "around", "roughly", "approximately", "approx", "nearly", "almost", "circa", "ca", "some",
            "etwa", "rund", "ungefahr", "zirka", "knapp",
            "aproximadamente", "aprox", "alrededor", "cerca", "casi", "unos", "unas",
            "environ", "env", "presque", "quasi", "pres",
            "aproximativ", "aproape", "cca",
            "yaklasık", "yaklasik", "yakl", "civarında",
            "khoang",
            "примерно", "около", "ок", "почти", "приблизительно", "прибл", "порядка",
            "περιπου", "περ", "σχεδον", "περι",
            "حوالي", "حوالى", "نحو", "قرابة", "تقريبا",
            "लगभग", "करीब", "क़रीब", "तकरीबन", "ประมาณ", "เกือบ",
            "ongeveer", "bijna", "nahezu", "quase", "neredeyse");

    /**
     * Whether a figure is written after "~" or "≈" ("~21,200 km"), which say it is approximate; not a tilde between two
     * figures ("10~20"), a range.
     */
    public static boolean approximateSign(String text, int start) {
        int i = start - 1;
        while (i >= 0 && text.charAt(i) == ' ') {
            i--;
        }
        if (i < 0 || "~≈∼".indexOf(text.charAt(i)) < 0) {
            return false;
        }
        int j = i - 1;
        while (j >= 0 && text.charAt(j) == ' ') {
            j--;
        }
        return j < 0 || !Character.isDigit(text.charAt(j));
    }

    /** "A" or "one" before a multiplier, as token keys: "a million", "eine Million", "un millón", "bir milyon". */
    private static final Set<String> ONE = Set.of("a", "an", "one", "ein", "eine", "un", "une", "una", "um", "uma", "een", "ενα",
            "bir", "एक", "mot", "один", "одна", "одно");

    public static boolean one(String key) {
        return ONE.contains(key);
    }

    /** "Half", folded, before a multiplier or a unit of time: "half a million", "eine halbe Stunde", "media hora". */
    private static final Set<String> HALVES = Set.of("half", "halb", "halbe", "halben", "halber", "halve", "medio",
            "media", "meio", "meia", "mezzo", "mezza", "demi", "demie", "jumatate", "yarım", "yarim", "μιση", "μισο", "μισος",
            "nua", "आधा", "आधी", "आधे", "نصف");

    public static boolean half(String folded) {
        return HALVES.contains(folded);
    }

    /** Those that also say the figure is not reached: "nearly 300" is given by 298, not by 330. */
    private static final Set<String> NEARLY = Set.of("nearly", "almost", "knapp", "nahezu", "casi", "presque",
            "quasi", "quase", "aproape", "почти", "σχεδον", "bijna", "neredeyse", "เกือบ");

    /** Words after a figure that multiply it. */
    private static final Map<String, Long> MULTIPLIERS = Map.ofEntries(
            Map.entry("hundred", 100L), Map.entry("hundreds", 100L), Map.entry("thousand", 1_000L), Map.entry("million", 1_000_000L), Map.entry("millions", 1_000_000L),
            Map.entry("billion", 1_000_000_000L), Map.entry("billions", 1_000_000_000L),
            Map.entry("tausend", 1_000L), Map.entry("millionen", 1_000_000L), Map.entry("mio", 1_000_000L),
            Map.entry("milliarde", 1_000_000_000L), Map.entry("milliarden", 1_000_000_000L),
            Map.entry("mrd", 1_000_000_000L),
            Map.entry("mil", 1_000L), Map.entry("millon", 1_000_000L), Map.entry("millones", 1_000_000L),
            Map.entry("milioane", 1_000_000L), Map.entry("milion", 1_000_000L), Map.entry("miliarde", 1_000_000_000L),
            Map.entry("mii", 1_000L), Map.entry("mie", 1_000L), Map.entry("miliard", 1_000_000_000L),
            Map.entry("bin", 1_000L), Map.entry("milyon", 1_000_000L), Map.entry("milyar", 1_000_000_000L),
            Map.entry("nghin", 1_000L), Map.entry("trieu", 1_000_000L), Map.entry("ty", 1_000_000_000L),
            Map.entry("тыс", 1_000L), Map.entry("тысяч", 1_000L), Map.entry("тысячи", 1_000L),
            Map.entry("млн", 1_000_000L), Map.entry("миллион", 1_000_000L), Map.entry("миллиона", 1_000_000L),
            Map.entry("миллионов", 1_000_000L), Map.entry("млрд", 1_000_000_000L),
            Map.entry("χιλιαδες", 1_000L), Map.entry("εκατομμυρια", 1_000_000L), Map.entry("εκατ", 1_000_000L),
            Map.entry("الف", 1_000L), Map.entry("مليون", 1_000_000L), Map.entry("مليار", 1_000_000_000L),
            Map.entry("हजार", 1_000L), Map.entry("हज़ार", 1_000L), Map.entry("लाख", 100_000L),
            Map.entry("करोड़", 10_000_000L), Map.entry("करोड", 10_000_000L), Map.entry("अरब", 1_000_000_000L),
            Map.entry("मिलियन", 1_000_000L), Map.entry("बिलियन", 1_000_000_000L),
            Map.entry("trillion", 1_000_000_000_000L), Map.entry("trillions", 1_000_000_000_000L),
            Map.entry("lakh", 100_000L), Map.entry("lakhs", 100_000L), Map.entry("crore", 10_000_000L),
            Map.entry("crores", 10_000_000L), Map.entry("milliard", 1_000_000_000L),
            Map.entry("milliards", 1_000_000_000L), Map.entry("billon", 1_000_000_000_000L),
            Map.entry("billones", 1_000_000_000_000L), Map.entry("billionen", 1_000_000_000_000L),
            Map.entry("bilion", 1_000_000_000_000L), Map.entry("bilioane", 1_000_000_000_000L),
            Map.entry("trilyon", 1_000_000_000_000L), Map.entry("ti", 1_000_000_000L),
            Map.entry("тысяча", 1_000L), Map.entry("миллиард", 1_000_000_000L), Map.entry("миллиарда", 1_000_000_000L),
            Map.entry("миллиардов", 1_000_000_000L), Map.entry("εκατομμυριο", 1_000_000L),
            Map.entry("δισεκατομμυρια", 1_000_000_000L), Map.entry("δισεκατομμυριο", 1_000_000_000L),
            Map.entry("δισ", 1_000_000_000L), Map.entry("χιλιαδα", 1_000L), Map.entry("الاف", 1_000L),
            Map.entry("ملايين", 1_000_000L), Map.entry("مليارات", 1_000_000_000L),
            Map.entry("milhao", 1_000_000L), Map.entry("milhoes", 1_000_000L), Map.entry("bilhao", 1_000_000_000L),
            Map.entry("bilhoes", 1_000_000_000L), Map.entry("milioni", 1_000_000L),
            Map.entry("miliardi", 1_000_000_000L),
            Map.entry("mila", 1_000L));

    /** Languages whose "billion" is a million millions (the long scale: "eine Billion", "un billion"). */
    private static final Set<String> LONG_SCALE = Set.of("de", "fr", "nl", "pl", "it", "es", "ro");

    /** English ordinal words read as their number ("third" is 3); "first" is not, being as often "earliest". */
    private static final Map<String, String> ORDINAL_WORDS = Map.ofEntries(
            Map.entry("second", "2"), Map.entry("third", "3"), Map.entry("fourth", "4"), Map.entry("fifth", "5"),
            Map.entry("sixth", "6"), Map.entry("seventh", "7"), Map.entry("eighth", "8"), Map.entry("ninth", "9"),
            Map.entry("tenth", "10"), Map.entry("eleventh", "11"), Map.entry("twelfth", "12"),
            Map.entry("thirteenth", "13"), Map.entry("fourteenth", "14"), Map.entry("fifteenth", "15"),
            Map.entry("sixteenth", "16"), Map.entry("seventeenth", "17"), Map.entry("eighteenth", "18"),
            Map.entry("nineteenth", "19"), Map.entry("twentieth", "20"), Map.entry("thirtieth", "30"),
            Map.entry("fortieth", "40"), Map.entry("fiftieth", "50"), Map.entry("sixtieth", "60"),
            Map.entry("seventieth", "70"), Map.entry("eightieth", "80"), Map.entry("ninetieth", "90"),
            Map.entry("hundredth", "100"));

    private static final Map<String, String> CARDINAL_WORDS = Map.ofEntries(
            Map.entry("two", "2"), Map.entry("three", "3"), Map.entry("four", "4"), Map.entry("five", "5"),
            Map.entry("six", "6"), Map.entry("seven", "7"), Map.entry("eight", "8"), Map.entry("nine", "9"),
            Map.entry("ten", "10"), Map.entry("eleven", "11"), Map.entry("twelve", "12"), Map.entry("thirteen", "13"),
            Map.entry("fourteen", "14"), Map.entry("fifteen", "15"), Map.entry("sixteen", "16"),
            Map.entry("seventeen", "17"), Map.entry("eighteen", "18"), Map.entry("nineteen", "19"),
            Map.entry("twenty", "20"), Map.entry("thirty", "30"), Map.entry("forty", "40"), Map.entry("fifty", "50"),
            Map.entry("sixty", "60"), Map.entry("seventy", "70"), Map.entry("eighty", "80"), Map.entry("ninety", "90"),
            Map.entry("twice", "2"), Map.entry("thrice", "3"), Map.entry("dozen", "12"));

    /** A period after "once" that makes it a count ("once a year", "once daily"), not "formerly" or "as soon as". */
    private static final java.util.regex.Pattern PER_PERIOD = java.util.regex.Pattern.compile(
            "\\s+(?:a|an|per|every|each|daily|weekly|monthly|yearly|annually|hourly|nightly)\\b",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    /** Whether English "once" ending at {@code end} counts one time in a period: "once a year" is 1, as "twice" is 2. */
    public static boolean onceInPeriod(String text, int end) {
        return PER_PERIOD.matcher(text).region(end, text.length()).lookingAt();
    }

    /** Whether a figure at {@code start} is written "once". */
    public static boolean once(String text, int start) {
        return text.regionMatches(true, start, "once", 0, 4);
    }

    /** The units a tens word takes after a hyphen: "twenty-five", "forty-one". */
    private static final Map<String, Integer> DIGIT_WORDS = Map.of("one", 1, "two", 2, "three", 3, "four", 4, "five", 5,
            "six", 6, "seven", 7, "eight", 8, "nine", 9);

    /** The percent sign, as Latin, Arabic and full-width text write it. */
    private static final String PERCENT_SIGNS = "%٪％";

    /** The key of a percentage, however it is written ("%", "percent", "per cent", "yüzde"). */
    public static final String PERCENT = "%";

    /** "Degrees" as the measured languages write it before a scale's name, folded. */
    private static final Set<String> DEGREES = Set.of("degrees", "degree", "grad", "grados", "gradi", "graus",
            "grade", "degres", "градусов", "градуса", "градус", "βαθμους", "βαθμοι", "derece");

    /**
     * Units written in two words after a figure, by their second word and then their first: "5 per cent", "5 por
     * ciento", "5 τοις εκατό" are "5%"; "5 percentage points" is "5 pp", another quantity.
     */
    private static final Map<String, Map<String, String>> TWO_WORD_UNITS = Map.ofEntries(
            Map.entry("cent", Map.of("per", PERCENT, "pour", PERCENT)), Map.entry("ciento", Map.of("por", PERCENT)),
            Map.entry("cento", Map.of("per", PERCENT, "por", PERCENT)), Map.entry("εκατο", Map.of("τοις", PERCENT)),
            Map.entry("points", Map.of("percentage", "pp")), Map.entry("point", Map.of("percentage", "pp")),
            Map.entry("porcentuales", Map.of("puntos", "pp")), Map.entry("пункта", Map.of("процентных", "pp")),
            Map.entry("пунктов", Map.of("процентных", "pp")), Map.entry("tram", Map.of("phan", PERCENT)),
            // "square kilometres", "sq mi": an area; the order of other languages ("kilómetros cuadrados") is not read
            Map.entry("km", Map.of("square", "km2", "sq", "km2")), Map.entry("kilometres", Map.of("square", "km2")),
            Map.entry("kilometers", Map.of("square", "km2")), Map.entry("kilometre", Map.of("square", "km2")),
            Map.entry("kilometer", Map.of("square", "km2")), Map.entry("miles", Map.of("square", "mi2", "sq", "mi2")),
            Map.entry("mile", Map.of("square", "mi2")), Map.entry("mi", Map.of("sq", "mi2", "square", "mi2")),
            Map.entry("metres", Map.of("square", "m2")), Map.entry("meters", Map.of("square", "m2")),
            Map.entry("metre", Map.of("square", "m2")), Map.entry("meter", Map.of("square", "m2")),
            Map.entry("m", Map.of("sq", "m2", "square", "m2")), Map.entry("feet", Map.of("square", "ft2")),
            Map.entry("foot", Map.of("square", "ft2")), Map.entry("ft", Map.of("sq", "ft2", "square", "ft2")),
            // "100 degrees Celsius" is "100 °C", in the languages that name the scale after "degrees"
            Map.entry("celsius", scale("°c")), Map.entry("цельсия", scale("°c")), Map.entry("κελσιου", scale("°c")),
            Map.entry("fahrenheit", scale("°f")), Map.entry("фаренгеита", scale("°f")));

    private static Map<String, String> scale(String key) {
        return DEGREES.stream().collect(Collectors.toMap(d -> d, d -> key));
    }

    private NumberWords() {
    }

    /** The number an English word says: "three" is 3, "third" is 3 ("first" is not, being as often "earliest"). */
    public static String number(String word) {
        return CARDINAL_WORDS.getOrDefault(word, ORDINAL_WORDS.get(word));
    }

    /** Whether a word (lower case) is an English ordinal word: "second", "tenth". */
    public static boolean ordinal(String word) {
        return ORDINAL_WORDS.containsKey(word);
    }

    /**
     * The digit a word after a tens word and a hyphen adds: "five" in "twenty-five", "first" in "twenty-first" (a
     * rank of one digit); or null.
     */
    public static Integer digit(String word) {
        String rank = word.equals("first") ? "1" : ORDINAL_WORDS.get(word);
        return rank != null && rank.length() == 1 ? Integer.valueOf(rank) : DIGIT_WORDS.get(word);
    }

    public static boolean percentSign(char c) {
        return PERCENT_SIGNS.indexOf(c) >= 0;
    }

    /** The unit two words after a figure write (folded): "per" "cent" is "%", "percentage" "points" "pp"; or null. */
    public static String twoWordUnit(String first, String second) {
        return TWO_WORD_UNITS.getOrDefault(second, Map.of()).get(first);
    }

    public static boolean approximation(String folded) {
        return APPROXIMATIONS.contains(folded);
    }

    public static boolean nearly(String folded) {
        return NEARLY.contains(folded);
    }

    /** Thai words for "about" and "nearly", written onto the word before a figure (not "ราว", which ends "story"). */
    private static final List<String> THAI_APPROXIMATIONS = List.of("ประมาณ", "เกือบ");

    /** The Thai "about" a run of Thai letters ends with, when more stands before it ("ยาวประมาณ"); else null. */
    public static String thaiApproximation(String run) {
        for (String a : THAI_APPROXIMATIONS) {
            if (run.length() > a.length() && run.endsWith(a)) {
                return a;
            }
        }
        return null;
    }

    public static Long multiplier(String folded) {
        return MULTIPLIERS.get(folded);
    }

    /** Multipliers written onto a figure, abbreviated: "12k", "2.5bn", "3mn". */
    private static final Map<String, Long> ATTACHED = Map.of("k", 1_000L, "bn", 1_000_000_000L, "mn", 1_000_000L,
            "mln", 1_000_000L, "mio", 1_000_000L, "mrd", 1_000_000_000L);

    /**
     * The multiplier abbreviated onto a figure, or null: "k", "bn", "mn"; after a currency sign also "m" and "b"
     * ("$3m", "€2b"), which elsewhere are metres or a unit of their own.
     */
    public static Long attachedMultiplier(String folded, boolean money) {
        Long m = ATTACHED.get(folded);
        if (m == null && money) {
            m = folded.equals("m") ? Long.valueOf(1_000_000L) : folded.equals("b") ? Long.valueOf(1_000_000_000L) : null;
        }
        return m;
    }

    /**
     * The multiplier a word says in {@code language}: Turkish writes its case and copula endings onto it
     * ("milyondur", "milyarlık").
     */
    public static Long multiplier(String folded, String language) {
        boolean longScale = folded.startsWith("billion") && language != null && LONG_SCALE.contains(language);
        Long m = longScale ? Long.valueOf(1_000_000_000_000L) : MULTIPLIERS.get(folded);
        if (m == null && "tr".equals(language)) {
            m = folded.startsWith("milyon") ? Long.valueOf(1_000_000L)
                    : folded.startsWith("milyar") ? Long.valueOf(1_000_000_000L) : null;
        }
        return m;
    }

    public static String unit(String folded) {
        return UnitWords.unit(folded);
    }

    /**
     * A figure in a larger unit plus the one written after it ("2万" and "1196"), rounded as the second is; null
     * where either is a bound or not a plain figure.
     */
    public static String add(String high, String low) {
        String[] h = high.split("~");
        String[] l = low.split("~");
        if (!h[0].matches("\\d+(\\.\\d+)?") || !l[0].matches("\\d+(\\.\\d+)?") || high.indexOf('~') != high.lastIndexOf('~')) {
            return null;
        }
        String sum = Numbers.canonical(new BigDecimal(h[0]).add(new BigDecimal(l[0])));
        return l.length > 1 ? Numbers.rounded(sum, new BigDecimal(l[1])) : sum;
    }

    /**
     * A figure counted in 万 or 億 ("2500万", "1.2億"), as {@link #multiply}, but with up to two of an integer's
     * trailing zeros read as rounding: "2500万" is 25,000,000 to the million, as "25 million" is.
     */
    public static String counted(String key, long unit) {
        if (!key.matches("\\d+")) {
            return multiply(key, unit);
        }
        int zeros = 0;
        while (zeros < 2 && zeros < key.length() - 1 && key.charAt(key.length() - 1 - zeros) == '0') {
            zeros++;
        }
        return Numbers.rounded(Numbers.canonical(new BigDecimal(key).multiply(BigDecimal.valueOf(unit))),
                BigDecimal.valueOf(unit).multiply(BigDecimal.TEN.pow(zeros)));
    }

    /** A figure times a multiplier, rounded to its last digit times the multiplier: "2.1 million" is 2,100,000~100,000. */
    public static String multiply(String key, long multiplier) {
        char bound = Numbers.bound(key);
        if (bound != 0) { // "over 5 million": the bound kept on the product, exact unless "nearly" rounded it
            String product = multiply(key.substring(0, key.length() - 1), multiplier);
            int rounded = product.indexOf('~');
            return (rounded < 0 || key.indexOf('~') >= 0 ? product : product.substring(0, rounded)) + bound;
        }
        int tilde = key.indexOf('~');
        String value = tilde < 0 ? key : key.substring(0, tilde);
        if (!value.matches("\\d+(\\.\\d+)?")) {
            return key;
        }
        BigDecimal v = new BigDecimal(value);
        BigDecimal unit = tilde < 0 ? BigDecimal.ONE.movePointLeft(Math.max(v.scale(), 0)) : new BigDecimal(key.substring(tilde + 1));
        BigDecimal m = BigDecimal.valueOf(multiplier);
        return Numbers.rounded(Numbers.canonical(v.multiply(m)), unit.multiply(m));
    }
}
