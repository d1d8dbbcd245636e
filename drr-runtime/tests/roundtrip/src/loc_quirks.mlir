// Location edge cases: an empty file name in a file:line:col location prints as "-";
// an empty file name in a real range does not.
"t.empty_file"() : () -> () loc("":1:2)
"t.empty_file_range"() : () -> () loc("":1:2 to 3:4)
"t.dash_file"() : () -> () loc("-":5:6)
