// `deftype` aliases (also inside `list<…>`) give a field the aliased type;
// `code` is TableGen's `string`; `!exists` sees the record being defined.
deftype Word = int;
deftype Words = list<Word>;
deftype Name = string;
deftype Names = list<Name>;
class Tag<Word w> { Word weight = w; }
deftype Tags = list<Tag>;
def Aliased {
  Word one = 1;
  Words few = [1, 2, 3];
  Names who = ["ada", "grace"];
  Tags tags = [];
}
class Snippet<code c> {
  code body = c;
  string text = c;
  list<code> more = [c, "x"];
}
def Plain : Snippet<"return 1;">;
class Probe<string n> {
  bit found = !exists<Probe>(n);
  bit other = !exists<Tag>(n);
}
def Later : Probe<"Myself">;
def Myself : Probe<"Myself">;
def Earlier : Probe<"Later">;
def WeightOne : Tag<1>, Probe<"WeightOne">;
