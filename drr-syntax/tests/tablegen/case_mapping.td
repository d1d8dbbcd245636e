// `!toupper`/`!tolower` map ASCII letters only, as LLVM's StringRef
// upper/lower: other characters (here ß, é, Ω) are kept as written.
def CaseMapping {
  string up = !toupper("straße é Ω mixed");
  string down = !tolower("STRASSE É Ω MiXeD");
  string both = !tolower(!toupper("aBc_ß"));
}
// Mixed with pasting and interleave, as names are built in ODS files.
defvar Parts = ["mul", "ADD", "ß"];
def CaseJoined {
  string s = !interleave(!foreach(p, Parts, !toupper(p)), "_");
}
