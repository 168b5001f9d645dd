package dev.contextrecall.lexical.numbers;

import java.text.Normalizer;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/** The words and signs of units after a figure, in every measured language, each to one key ("metres", "м": "m"). */
final class UnitWords {

    /** Units written in full and short, to one key. */
    private static final Map<String, String> UNITS = folded(Map.ofEntries(
            Map.entry("km", "km"), Map.entry("kilometer", "km"), Map.entry("kilometers", "km"),
            Map.entry("kilometre", "km"), Map.entry("kilometres", "km"), Map.entry("kilometern", "km"),
            Map.entry("kilometro", "km"), Map.entry("kilometros", "km"), Map.entry("kilometri", "km"),
            Map.entry("m", "m"), Map.entry("meter", "m"), Map.entry("meters", "m"), Map.entry("metre", "m"),
            Map.entry("metres", "m"), Map.entry("metern", "m"), Map.entry("metro", "m"), Map.entry("metros", "m"),
            Map.entry("metri", "m"), Map.entry("kg", "kg"), Map.entry("kilogram", "kg"), Map.entry("kilograms", "kg"),
            Map.entry("kilogramm", "kg"), Map.entry("cm", "cm"), Map.entry("centimetres", "cm"),
            Map.entry("centimeters", "cm"), Map.entry("mi", "mile"), Map.entry("miles", "mile"),
            Map.entry("mile", "mile"),
            // the mile and the foot in the other measured languages (not "mil", a thousand in Spanish, nor "pies")
            Map.entry("meile", "mile"), Map.entry("meilen", "mile"), Map.entry("milla", "mile"),
            Map.entry("millas", "mile"), Map.entry("milha", "mile"), Map.entry("milhas", "mile"),
            Map.entry("miglio", "mile"), Map.entry("miglia", "mile"), Map.entry("milles", "mile"),
            Map.entry("mijl", "mile"), Map.entry("mijlen", "mile"), Map.entry("миля", "mile"), Map.entry("мили", "mile"),
            Map.entry("миль", "mile"), Map.entry("μίλια", "mile"), Map.entry("μίλι", "mile"), Map.entry("英里", "mile"),
            Map.entry("मील", "mile"), Map.entry("ไมล์", "mile"), Map.entry("fuß", "ft"),
            Map.entry("pieds", "ft"), Map.entry("piedi", "ft"), Map.entry("pés", "ft"),
            Map.entry("voet", "ft"), Map.entry("футов", "ft"), Map.entry("фута", "ft"), Map.entry("英尺", "ft"),
            Map.entry("फुट", "ft"),
            // temperature ("°C" and "℃" fold alike) and speed
            Map.entry("°c", "°c"), Map.entry("°f", "°f"), Map.entry("mph", "mph"),
            // the metric tonne, in every measured language ("ton" is Turkish's; the English "tons" is read as one too)
            Map.entry("t", "t"), Map.entry("tonne", "t"), Map.entry("tonnes", "t"), Map.entry("ton", "t"),
            Map.entry("tons", "t"), Map.entry("tonnen", "t"), Map.entry("tonelada", "t"), Map.entry("toneladas", "t"),
            Map.entry("tonnellata", "t"), Map.entry("tonnellate", "t"), Map.entry("tone", "t"), Map.entry("tonă", "t"),
            Map.entry("тонна", "t"), Map.entry("тонны", "t"), Map.entry("тонн", "t"), Map.entry("тонну", "t"),
            Map.entry("τόνος", "t"), Map.entry("τόνοι", "t"), Map.entry("τόνους", "t"), Map.entry("τόνων", "t"),
            Map.entry("टन", "t"), Map.entry("طن", "t"), Map.entry("أطنان", "t"), Map.entry("ตัน", "t"),
            Map.entry("吨", "t"), Map.entry("噸", "t"), Map.entry("トン", "t"),
            Map.entry("mg", "mg"), Map.entry("milligram", "mg"), Map.entry("milligrams", "mg"), Map.entry("мг", "mg"),
            Map.entry("毫克", "mg"),
            Map.entry("км", "km"), Map.entry("километров", "km"), Map.entry("公里", "km"), Map.entry("千米", "km"),
            Map.entry("米", "m"), Map.entry("公斤", "kg"),
            // a percentage, as its sign is keyed
            Map.entry("percent", "%"), Map.entry("pct", "%"), Map.entry("prozent", "%"), Map.entry("procent", "%"),
            Map.entry("процентов", "%"), Map.entry("процента", "%"), Map.entry("процент", "%"),
            Map.entry("प्रतिशत", "%"), Map.entry("pp", "pp"), Map.entry("prozentpunkte", "pp"),
            Map.entry("prozentpunkt", "pp"),
            // time, length, mass and volume written in full and short
            Map.entry("h", "h"), Map.entry("hr", "h"), Map.entry("hrs", "h"), Map.entry("hour", "h"),
            Map.entry("hours", "h"), Map.entry("std", "h"), Map.entry("stunde", "h"), Map.entry("stunden", "h"),
            Map.entry("hora", "h"), Map.entry("horas", "h"), Map.entry("heure", "h"), Map.entry("heures", "h"),
            Map.entry("ora", "h"), Map.entry("ore", "h"), Map.entry("час", "h"), Map.entry("часа", "h"),
            Map.entry("часов", "h"), Map.entry("min", "min"), Map.entry("mins", "min"), Map.entry("minute", "min"),
            Map.entry("minutes", "min"), Map.entry("minuten", "min"), Map.entry("minuto", "min"),
            Map.entry("minutos", "min"), Map.entry("minuti", "min"), Map.entry("мин", "min"), Map.entry("минут", "min"),
            Map.entry("минуты", "min"), Map.entry("sec", "sec"), Map.entry("secs", "sec"), Map.entry("second", "sec"),
            Map.entry("seconds", "sec"),
            Map.entry("saat", "h"), Map.entry("dakika", "min"), Map.entry("saniye", "sec"), Map.entry("घंटा", "h"),
            Map.entry("घंटे", "h"), Map.entry("मिनट", "min"), Map.entry("सेकंड", "sec"), Map.entry("ساعة", "h"),
            Map.entry("ساعات", "h"), Map.entry("دقيقة", "min"), Map.entry("دقائق", "min"), Map.entry("ώρα", "h"),
            Map.entry("ώρες", "h"), Map.entry("ωρών", "h"), Map.entry("λεπτά", "min"), Map.entry("oră", "h"),
            Map.entry("secunde", "sec"), Map.entry("ชั่วโมง", "h"), Map.entry("นาที", "min"), Map.entry("giờ", "h"),
            Map.entry("phút", "min"), Map.entry("uur", "h"),
            Map.entry("sekunden", "sec"), Map.entry("segundos", "sec"), Map.entry("secondes", "sec"),
            Map.entry("secondi", "sec"), Map.entry("секунд", "sec"), Map.entry("g", "g"), Map.entry("gram", "g"),
            Map.entry("grams", "g"), Map.entry("gramm", "g"), Map.entry("gramos", "g"), Map.entry("grammes", "g"),
            Map.entry("grammi", "g"), Map.entry("lb", "lb"), Map.entry("lbs", "lb"),
            Map.entry("pound", "lb"), Map.entry("pounds", "lb"), Map.entry("ft", "ft"),
            Map.entry("foot", "ft"), Map.entry("feet", "ft"), Map.entry("mm", "mm"), Map.entry("millimetres", "mm"),
            Map.entry("millimeters", "mm"), Map.entry("l", "l"), Map.entry("litre", "l"), Map.entry("litres", "l"),
            Map.entry("liter", "l"), Map.entry("liters", "l"), Map.entry("ml", "ml"), Map.entry("millilitres", "ml"),
            Map.entry("milliliters", "ml"),
            // power, energy and data in SI prefixes
            Map.entry("w", "w"), Map.entry("watt", "w"), Map.entry("watts", "w"), Map.entry("kw", "kw"),
            Map.entry("kilowatt", "kw"), Map.entry("kilowatts", "kw"), Map.entry("mw", "mw"),
            Map.entry("megawatt", "mw"), Map.entry("megawatts", "mw"), Map.entry("gw", "gw"),
            Map.entry("gigawatt", "gw"), Map.entry("gigawatts", "gw"), Map.entry("tw", "tw"),
            Map.entry("terawatt", "tw"), Map.entry("terawatts", "tw"), Map.entry("вт", "w"), Map.entry("квт", "kw"),
            Map.entry("мвт", "mw"), Map.entry("гвт", "gw"), Map.entry("мегаватт", "mw"), Map.entry("гигаватт", "gw"),
            Map.entry("千瓦", "kw"), Map.entry("兆瓦", "mw"), Map.entry("wh", "wh"), Map.entry("kwh", "kwh"),
            Map.entry("mwh", "mwh"), Map.entry("gwh", "gwh"), Map.entry("twh", "twh"), Map.entry("квтч", "kwh"),
            Map.entry("кб", "kb"), Map.entry("kb", "kb"), Map.entry("kilobytes", "kb"), Map.entry("mb", "mb"),
            Map.entry("megabytes", "mb"), Map.entry("gb", "gb"), Map.entry("gigabytes", "gb"), Map.entry("tb", "tb"),
            Map.entry("terabytes", "tb"), Map.entry("мб", "mb"), Map.entry("гб", "gb"), Map.entry("тб", "tb"),
            // area, written with a square sign ("km²" folds to "km2") or as one word
            Map.entry("km2", "km2"), Map.entry("quadratkilometer", "km2"), Map.entry("quadratkilometern", "km2"),
            Map.entry("m2", "m2"), Map.entry("quadratmeter", "m2"), Map.entry("quadratmetern", "m2"),
            Map.entry("mi2", "mi2"), Map.entry("ft2", "ft2"), Map.entry("км2", "km2"), Map.entry("м2", "m2"),
            Map.entry("ha", "ha"), Map.entry("hectare", "ha"), Map.entry("hectares", "ha"), Map.entry("hektar", "ha"),
            // length, mass and volume in the other measured languages
            Map.entry("метр", "m"), Map.entry("метра", "m"), Map.entry("метров", "m"), Map.entry("километр", "km"),
            Map.entry("километра", "km"), Map.entry("кг", "kg"), Map.entry("килограмм", "kg"),
            Map.entry("килограммов", "kg"), Map.entry("граммов", "g"), Map.entry("литров", "l"),
            Map.entry("μετρα", "m"), Map.entry("μετρο", "m"), Map.entry("χλμ", "km"), Map.entry("χιλιομετρα", "km"),
            Map.entry("χιλιομετρο", "km"), Map.entry("κιλα", "kg"), Map.entry("κιλο", "kg"), Map.entry("λιτρα", "l"),
            Map.entry("met", "m"), Map.entry("metru", "m"),
            Map.entry("kilometru", "km"), Map.entry("kilograme", "kg"), Map.entry("grame", "g"),
            Map.entry("litri", "l"),
            Map.entry("quilometros", "km"), Map.entry("quilos", "kg"), Map.entry("gramas", "g"),
            Map.entry("litros", "l"),
            Map.entry("मीटर", "m"), Map.entry("किलोमीटर", "km"), Map.entry("किलो", "kg"), Map.entry("किलोग्राम", "kg"),
            Map.entry("ग्राम", "g"), Map.entry("लीटर", "l"), Map.entry("متر", "m"), Map.entry("مترا", "m"),
            Map.entry("امتار", "m"), Map.entry("كيلومتر", "km"), Map.entry("كيلومترا", "km"),
            Map.entry("كيلومترات", "km"), Map.entry("كم", "km"), Map.entry("كيلوغرام", "kg"), Map.entry("كغ", "kg"),
            Map.entry("厘米", "cm"), Map.entry("毫米", "mm"), Map.entry("千克", "kg"),
            // their abbreviations (not Russian "г", Arabic "م" or Greek "μ", which after a year say its era)
            Map.entry("м", "m"), Map.entry("см", "cm"), Map.entry("мм", "mm"),
            Map.entry("εκ", "cm"), Map.entry("χλγ", "kg"), Map.entry("سم", "cm"),
            Map.entry("مم", "mm"), Map.entry("ملم", "mm"), Map.entry("كجم", "kg"), Map.entry("كلغ", "kg"),
            Map.entry("मी", "m"), Map.entry("किमी", "km"), Map.entry("सेमी", "cm"), Map.entry("मिमी", "mm"),
            Map.entry("เมตร", "m"), Map.entry("กิโลเมตร", "km"), Map.entry("กม", "km"), Map.entry("ซม", "cm"),
            Map.entry("กิโลกรัม", "kg"), Map.entry("กก", "kg")));

    private UnitWords() {
    }

    static String unit(String folded) {
        return UNITS.get(folded);
    }

    /** The map with its keys as the tokenizer folds words: lower case, marks off ("प्रतिशत" loses its virama). */
    private static Map<String, String> folded(Map<String, String> written) {
        Map<String, String> out = new HashMap<>();
        written.forEach((word, key) -> out.put(Normalizer.normalize(word, Normalizer.Form.NFKD)
                .replaceAll("\\p{Mn}", "").toLowerCase(Locale.ROOT), key));
        return Map.copyOf(out);
    }
}
