import type { ErrorIssue } from "@haulwise/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage, isApiError } from "@/lib/api-error";
import { t } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useCompany } from "../api/get-company";
import { useSaveCompany } from "../api/save-company";
import { CompanyProfileForm, type CompanyProfileValues } from "../components/company-profile-form";

const DRIVERS_PATH = "/drivers";

/** /contractor-profile: the company's profile, saved for real (spec part 2 §2). */
export function ContractorProfileRoute() {
  const company = useCompany();
  const save = useSaveCompany();
  const navigate = useNavigate();
  const [issues, setIssues] = useState<ErrorIssue[]>();
  const [formError, setFormError] = useState<string>();

  async function handleSubmit(values: CompanyProfileValues) {
    setIssues(undefined);
    setFormError(undefined);
    try {
      const saved = await save.mutateAsync(values);
      toast.success(t("company.profileCreated", { companyName: saved.name }));
      await navigate(DRIVERS_PATH);
    } catch (error) {
      if (isApiError(error) && error.issues.length > 0) setIssues(error.issues);
      setFormError(errorMessage(error, t("company.saveFailed")));
    }
  }

  return (
    <div className="grid gap-6">
      <PageHeader title={t("company.title")} description={t("company.description")} />
      {company.isPending ? (
        <LoadingScreen label={t("company.loading")} />
      ) : company.isError ? (
        <QueryError
          message={errorMessage(company.error, t("company.loadFailed"))}
          onRetry={() => company.refetch()}
        />
      ) : (
        <Card className="max-w-3xl">
          <CardHeader>
            <CardTitle>{t("company.details")}</CardTitle>
            <CardDescription>{t("company.required")}</CardDescription>
          </CardHeader>
          <CardContent>
            <CompanyProfileForm
              company={company.data}
              onSubmit={handleSubmit}
              pending={save.isPending}
              serverIssues={issues}
              formError={formError}
              cancelTo={DRIVERS_PATH}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
