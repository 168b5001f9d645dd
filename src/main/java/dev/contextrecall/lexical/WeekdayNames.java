package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The days of the week in the measured languages, and the words that list them or make them a range: what
 * {@link Weekdays} reads a text's days with.
 */
final class WeekdayNames {

    /**
     * Monday to Sunday in the measured languages, as written; a trailing '*' lets endings follow in a spaced script
     * ("sonntags", "pazartesileri", "понедельникам"). Words that are also another word take their written forms only
     * ("среди", "pazarlama", "piąty" are no days; Indonesian "minggu", also "week", only as "hari Minggu"); where a
     * day is also a rank (Greek "Τρίτη", Vietnamese "thứ hai"), a rank for a rank is another fact too.
     */
    private static final String[][] DAYS = {
            { "monday*", "montag*", "lundi*", "lunes", "lunedì", "lunedi", "segunda-feira*", "maandag*", "luni",
                    "понедельник*", "δευτέρα*", "δευτέρες", "poniedział*", "pazartesi*", "周一", "星期一", "礼拜一", "月曜日",
                    "月曜", "सोमवार", "senin", "thứ hai", "الاثنين", "الإثنين", "วันจันทร์" },
            { "tuesday*", "dienstag*", "mardi*", "martes", "martedì", "martedi", "terça-feira*", "terca-feira*",
                    "dinsdag*", "marți", "marti", "вторник*", "τρίτη", "τρίτες", "wtorek", "wtorki", "wtorku", "salı*",
                    "周二", "星期二", "礼拜二", "火曜日", "火曜", "मंगलवार", "selasa", "thứ ba", "الثلاثاء", "วันอังคาร" },
            { "wednesday*", "mittwoch*", "mercredi*", "miércoles", "miercoles", "mercoledì", "mercoledi",
                    "quarta-feira*", "woensdag*", "miercuri", "среда", "среду", "среды", "средам", "τετάρτη*", "środa",
                    "środy", "środę", "środzie", "çarşamba*", "周三", "星期三", "礼拜三", "水曜日", "水曜", "बुधवार", "rabu",
                    "thứ tư", "الأربعاء", "الاربعاء", "วันพุธ" },
            { "thursday*", "donnerstag*", "jeudi*", "jueves", "giovedì", "giovedi", "quinta-feira*", "donderdag*",
                    "joi", "четверг*", "πέμπτη", "πέμπτες", "czwartek", "czwartki", "czwartku", "perşembe*", "周四",
                    "星期四", "礼拜四", "木曜日", "木曜", "गुरुवार", "बृहस्पतिवार", "kamis", "thứ năm", "الخميس", "วันพฤหัสบดี" },
            { "friday*", "freitag*", "vendredi*", "viernes", "venerdì", "venerdi", "sexta-feira*", "vrijdag*", "vineri",
                    "пятниц*", "παρασκευή*", "piątek", "piątki", "piątku", "cuma", "cumaları", "cumadan", "cumaya",
                    "周五", "星期五", "礼拜五", "金曜日", "金曜", "शुक्रवार", "jumat", "jum'at", "thứ sáu", "الجمعة", "วันศุกร์" },
            { "saturday*", "samstag*", "sonnabend*", "samedi*", "sábado*", "sabado*", "sabato", "sabati", "zaterdag*",
                    "sâmbătă", "sambata", "суббот*", "σάββατο*", "sobota", "soboty", "sobotę", "sobotach", "cumartesi*",
                    "周六", "星期六", "礼拜六", "土曜日", "土曜", "शनिवार", "sabtu", "thứ bảy", "السبت", "วันเสาร์" },
            { "sunday*", "sonntag*", "dimanche*", "domingo*", "domenica", "domeniche", "zondag*", "duminică",
                    "duminica", "воскресень*", "κυριακή*", "κυριακές", "niedziel*", "pazar", "pazara", "pazardan",
                    "pazarları", "pazarı", "pazarda", "周日", "周天", "星期日", "星期天", "礼拜日", "礼拜天", "日曜日", "日曜", "रविवार",
                    "hari minggu", "chủ nhật", "الأحد", "الاحد", "วันอาทิตย์" } };

    private static final Map<String, Integer> DAY = new HashMap<>();

    private static final Pattern MENTION;

    static {
        List<String> forms = new ArrayList<>();
        for (int d = 0; d < DAYS.length; d++) {
            for (String form : DAYS[d]) {
                String word = form.replace("*", "");
                DAY.put(word, d);
                forms.add(form);
            }
        }
        forms.sort(Comparator.comparingInt(String::length).reversed()); // "pazartesi" before "pazar"
        StringBuilder alternatives = new StringBuilder();
        for (String form : forms) {
            boolean stem = form.endsWith("*");
            String word = form.replace("*", "");
            boolean spaced = !Unspaced.isUnspaced(word.codePointAt(0)) && !word.startsWith("วัน");
            alternatives.append(alternatives.length() == 0 ? "" : "|")
                    .append(spaced ? "(?<![\\p{L}\\p{M}])" : "")
                    .append("(").append(Pattern.quote(word)).append(")")
                    .append(stem ? "[\\p{L}\\p{M}]*" : "").append(spaced ? "(?![\\p{L}\\p{M}])" : "");
        }
        MENTION = Pattern.compile(alternatives.toString(), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    /** Words between two days that make them a range ("Tuesday to Sunday", "周二至周日", "से ... तक"). */
    static final Set<String> RANGE = Set.of("-", "–", "—", "~", "〜", "to", "through", "thru", "till", "until", "bis",
            "à", "au", "a", "al", "alla", "hasta", "fino", "até", "tot", "t/m", "met", "до", "по", "έως", "ως", "μέχρι",
            "do", "od", "kadar", "至", "到", "から", "まで", "से", "तक", "hingga", "sampai", "đến", "إلى", "حتى", "ถึง",
            "până", "pana", "la");

    /** Words between two days that list them ("Saturdays and Sundays"); between a day and a word, they part them. */
    static final Set<String> AND = Set.of(",", "、", "，", "and", "or", "und", "oder", "et", "ou", "y", "o", "e", "en",
            "of", "и", "или", "και", "ή", "i", "oraz", "lub", "ve", "veya", "和", "及", "与", "或", "と", "や", "और", "तथा",
            "या", "dan", "atau", "và", "hoặc", "و", "أو", "și", "şi", "sau", "but", "aber", "pero", "mais", "ma", "mas",
            "maar", "но", "а", "αλλά", "ama", "但", "लेकिन", "tetapi", "nhưng", "لكن", "dar");

    /** Articles and prepositions a day takes in a list ("le samedi et le dimanche", "on Saturdays, and on Sundays"). */
    static final Set<String> TAKEN = Set.of("on", "the", "am", "an", "le", "les", "el", "los", "las", "il", "i", "la",
            "os", "as", "às", "aos", "op", "de", "в", "во", "τη", "την", "τις", "στις", "w", "hari", "pada", "يوم",
            "ngày", "vào", "每");

    /** Turkish "day" said with a day's name: "pazartesi günleri" ("on Mondays"). */
    private static final Pattern GUN = Pattern.compile("gün(ü|leri|lerde|lerinde|de|den)?");

    private WeekdayNames() {
    }

    /** Whether a word only goes with a day's name, placing nothing: "on", "hari", "pada", "günleri". */
    static boolean dayWord(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        return TAKEN.contains(w) || GUN.matcher(w).matches();
    }

    /** Whether a word joins as "and" or "or" does ("y festivos"); a comma may end a clause. */
    static boolean and(String word) {
        return AND.contains(word.toLowerCase(Locale.ROOT)) && !word.equals(",") && !word.equals("，");
    }

    /** One day said in a text: where, and which (0 for Monday). */
    record Mention(int start, int end, int day, String text) {
    }

    /** The days a text names, in order. */
    static List<Mention> in(String text) {
        List<Mention> found = new ArrayList<>();
        Matcher m = MENTION.matcher(text);
        while (m.find()) {
            for (int g = 1; g <= m.groupCount(); g++) {
                String word = m.group(g); // the form matched, without its ending
                if (word != null) {
                    Integer day = DAY.get(word.toLowerCase(Locale.ROOT));
                    found.add(new Mention(m.start(), m.end(), day != null ? day : dayOf(word), m.group()));
                    break;
                }
            }
        }
        return found;
    }

    /** A day written in capitals or with a case the root locale folds otherwise ("SALI"). */
    private static int dayOf(String written) {
        return DAY.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(written)).mapToInt(Map.Entry::getValue)
                .findFirst().orElse(-1);
    }

    /** How two days next to each other are said together. */
    enum Join {
        /** "Tuesday to Sunday": the days between too. */
        RANGE,
        /** "Saturdays and Sundays". */
        LIST,
        /** "Sunday, Monday": a list where "and" follows, else the end of a clause. */
        COMMA
    }

    /** How two days are joined, or null where other words stand between. */
    static Join joined(String evidence, Mention a, Mention b) {
        if (b.start() < a.end()) {
            return null;
        }
        String between = evidence.substring(a.end(), b.start()).strip().toLowerCase(Locale.ROOT);
        // a range's first day may carry the range's ending: Turkish "salıdan pazara"
        boolean ranged = a.text().toLowerCase(Locale.ROOT).matches(".*(dan|den|tan|ten)");
        if (between.isEmpty()) {
            return ranged ? Join.RANGE : Join.LIST;
        }
        String[] parts = between.replaceAll("([,，、~〜\\-–—])", " $1 ").strip().split("\\s+");
        boolean range = ranged;
        boolean and = false;
        boolean comma = between.contains(",") || between.contains("，");
        for (String p : parts) {
            if (RANGE.contains(p) && !comma) { // no range has a comma: Polish ", a w" is "and on"
                range = true;
            } else if (!AND.contains(p) && !TAKEN.contains(p)) {
                return null;
            }
            and |= AND.contains(p) && !p.equals(",") && !p.equals("，");
        }
        return parts.length > 4 ? null : range ? Join.RANGE : and ? Join.LIST : Join.COMMA;
    }
}
