// `[{…}]` text blocks as TableGen keeps them: whitespace, newlines and
// comments as written; `#`, `!strconcat`, `!eq`, `!size` read their text
// and a joined block is code again.
class Base { code c = [{}]; string description = ""; }
def A : Base { let description = [{ Adds two values: x + y. }]; }
def B : Base {
  let description = [{
    Multi line
      text with  spaces $x and # hash, it's "quoted".
    // a comment, kept
  }];
}
def C : Base { let c = [{ return $_self.isa<IntegerType>(); }]; }
def D { string s = [{a}]; code k = "x y"; code e = [{ foo(a,b) }]; }
def E {
  code c = [{ x  y }];
  string s = c # "z";
  string t = !strconcat(c, "w", [{ v }]);
  string u = "p" # [{ q }];
  bit e = !eq(c, [{ x  y }]);
  bit ne = !ne(c, "x y");
  bit es = !eq([{q}], "q");
  int sz = !size(c);
}
def F { code c = [{a}] # [{ b }]; }
class G<code x> { code g = x # [{ ; }]; }
def H : G<[{ ok( 1 ) }]>;
