// Compiles a Firebase security rules file with the rules language compiler that ships inside the
// official Firestore emulator's JAR (Debian's google-cloud-cli-firestore-emulator), with the
// options a Storage ruleset needs (let bindings, cross-service calls: firestore.get/exists).
// Prints one line per issue, "SEVERITY line:column description", and exits 1 when there is any:
// an error, or a warning such as a misspelled function or variable. It does not evaluate the rules.
// Run by ./storage-rules-check.mjs: java -cp <emulator JAR> RulesCompile.java <rules file>
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import java.nio.file.Files;
import java.nio.file.Path;

public class RulesCompile {
  public static void main(String[] args) throws Exception {
    String text = Files.readString(Path.of(args[0]));
    FirebaseRulesLangOptions options = FirebaseRulesLangOptions.builder()
        .trySllFirst(true)
        .allowLetBindings(true)
        .allowImportStatements(false)
        .allowMultiFileRulesets(false)
        .allowCrossServiceRules(true)
        .allowTernaryOperator(true)
        .shadowedFieldWarnings(true)
        .shadowedFunctionWarnings(true)
        .maximumExpressionSize(FirebaseRulesLangOptions.DEFAULT_MAX_NUM_EXPRESSIONS)
        .typeCheck(FirebaseRulesLangOptions.TypeCheckAlgorithm.NAME)
        .build();
    Source source = Source.newBuilder().addFiles(File.newBuilder().setName(args[0]).setContent(text)).build();
    CompileResult result = FirebaseRulesProtoCompiler.createStandalone(options).compile(source);
    for (Issue issue : result.getIssues()) {
      System.out.println(issue.getSeverity() + " " + issue.getSourcePosition().getLine() + ":" + issue.getSourcePosition().getColumn() + " " + issue.getDescription());
    }
    System.exit(result.hasCompilationError() || !result.getIssues().isEmpty() ? 1 : 0);
  }
}
